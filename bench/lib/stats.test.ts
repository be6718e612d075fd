import { describe, expect, it } from "vitest";
import { median, percentile } from "./stats";

describe("percentile (nearest rank)", () => {
  const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];

  it("gives the sample at or above the requested share, whatever the input order", () => {
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 10)).toBe(1);
    expect(percentile(samples, 0)).toBe(1);
    expect(median([3, 1, 2])).toBe(2);
  });

  it("is not a number for no samples", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
