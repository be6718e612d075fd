import { describe, expect, it } from "vitest";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { groupByInitial, initialOf, OTHER_INITIAL } from "./manufacturer-initials";
import { manufacturerDirectory } from "./manufacturers";

const made = (manufacturer: string, index: number) => testMedicine({ id: `m-${index}`, manufacturer });

describe("groupByInitial", () => {
  it("groups names by their first letter, accents folded, digits and other scripts under #", () => {
    const medicines = [
      "Abbott",
      "Alkem Laboratories Ltd",
      "3M India Ltd",
      "Émcure Pharmaceuticals Ltd",
      "गंगा फार्मा",
      "Abbott",
    ].map(made);
    expect(initialOf("émcure")).toBe("E");
    expect(initialOf("3M")).toBe(OTHER_INITIAL);
    expect(groupByInitial(manufacturerDirectory(medicines).all)).toEqual([
      {
        initial: OTHER_INITIAL,
        manufacturers: [
          { name: "3M India Ltd", count: 1 },
          { name: "गंगा फार्मा", count: 1 },
        ],
      },
      {
        initial: "A",
        manufacturers: [
          { name: "Abbott", count: 2 },
          { name: "Alkem Laboratories Ltd", count: 1 },
        ],
      },
      { initial: "E", manufacturers: [{ name: "Émcure Pharmaceuticals Ltd", count: 1 }] },
    ]);
  });
});
