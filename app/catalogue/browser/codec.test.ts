import { describe, expect, it } from "vitest";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { runNow } from "~/catalogue/loading/slices";
import { decodeCopy, encodeCopy, encodeCopyJsonSteps } from "./codec";

const META = { version: "v7", updatedAt: "2026-11-26T05:00:00.000Z" };

describe("the copy written in steps", () => {
  it("is exactly the JSON of the copy, over many slices of every column, with the sheet's odd text", () => {
    const medicines = Array.from({ length: 2_500 }, (_, index) =>
      testMedicine({
        id: `m-${index}`,
        name: index % 7 === 0 ? `Quote "${index}" \\ back\u2028line` : `Medicine ${index}`,
        rate: index % 3 === 0 ? undefined : index / 4,
        nameHindi: index % 5 === 0 ? "पैरासिटामोल" : undefined,
      }),
    );
    const json = runNow(encodeCopyJsonSteps(medicines, META));
    expect(json).toBe(JSON.stringify(encodeCopy(medicines, META)));
    expect(decodeCopy(JSON.parse(json))?.entries.map((entry) => entry.id)).toEqual(medicines.map((m) => m.id));
  });

  it("of an empty catalogue is the empty copy", () => {
    expect(runNow(encodeCopyJsonSteps([], META))).toBe(JSON.stringify(encodeCopy([], META)));
  });
});
