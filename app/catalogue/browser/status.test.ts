import { describe, expect, it } from "vitest";
import { catalogueStatusIn } from "./status";

describe("catalogueStatusIn: the catalogue status in a page's loader data", () => {
  it("reads the status a loader reports", () => {
    const updatedAt = "2026-11-23T06:00:00.000Z";
    expect(catalogueStatusIn({ siteUrl: "x", catalogue: { version: "abc", updatedAt, instant: true } })).toEqual({
      version: "abc",
      updatedAt,
      instant: true,
    });
  });

  it.each([
    ["no loader data", undefined],
    ["data without a status", { siteUrl: "x" }],
    ["no catalogue loaded yet", { catalogue: null }],
    ["an empty version", { catalogue: { version: "", instant: true } }],
    ["a version that is not text", { catalogue: { version: 3, instant: true } }],
    ["instant that is not a boolean", { catalogue: { version: "abc", updatedAt: "", instant: "yes" } }],
    ["no time of update", { catalogue: { version: "abc", instant: true } }],
  ])("finds none in %s", (_label, loaderData) => {
    expect(catalogueStatusIn(loaderData)).toBeNull();
  });
});
