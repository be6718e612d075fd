import { describe, expect, it } from "vitest";
import { resultCountText } from "./results";

describe("resultCountText", () => {
  it("says which medicines are shown of how many, grouped the Indian way", () => {
    expect(resultCountText(0, 24, 137)).toBe("Showing 1–24 of 137 medicines");
    expect(resultCountText(11800, 25, 11825)).toBe("Showing 11,801–11,825 of 11,825 medicines");
    expect(resultCountText(0, 24, 118250)).toBe("Showing 1–24 of 1,18,250 medicines");
  });

  it("speaks of one medicine in the singular, and of none plainly", () => {
    expect(resultCountText(0, 1, 1)).toBe("Showing 1–1 of 1 medicine");
    expect(resultCountText(0, 0, 0)).toBe("No medicines found");
  });
});
