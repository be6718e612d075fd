import { describe, expect, it } from "vitest";
import { clusterSize, restartDelayMs } from "./cluster";

describe("server processes", () => {
  it("replaces a worker that had been running at once, and backs off for one dying again and again", () => {
    expect(restartDelayMs(0)).toBe(0);
    expect([1, 2, 3, 4].map(restartDelayMs)).toEqual([500, 1_000, 2_000, 4_000]);
    // A crash loop costs one fork every 30 s at most.
    expect(restartDelayMs(20)).toBe(30_000);
  });

  it("runs one process in development whatever WEB_CONCURRENCY says", () => {
    expect(clusterSize({ WEB_CONCURRENCY: "3" })).toBe(3);
    expect(clusterSize({ WEB_CONCURRENCY: "3", NODE_ENV: "development" })).toBe(1);
    expect(clusterSize({})).toBe(1);
  });
});
