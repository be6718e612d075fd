import { describe, expect, it } from "vitest";
import { oncePerCatalogueInSteps } from "./per-catalogue";
import { runNow, type Steps } from "./slices";

/** A value built in three steps, counting how many builds were started. */
function counted() {
  const started: string[] = [];
  const perCatalogue = oncePerCatalogueInSteps(function* (catalogue: { name: string }): Steps<string> {
    started.push(catalogue.name);
    yield;
    yield;
    return `index of ${catalogue.name}`;
  });
  return { started, perCatalogue };
}

describe("a value worked out once per catalogue version, in steps", () => {
  it("is built once, whether prepared ahead or asked for first", () => {
    const { started, perCatalogue } = counted();
    const catalogue = { name: "v1" };
    expect(perCatalogue.isBuilt(catalogue)).toBe(false);
    expect(runNow(perCatalogue.prepare(catalogue))).toBe("index of v1");
    expect(perCatalogue.isBuilt(catalogue)).toBe(true);
    expect(perCatalogue.of(catalogue)).toBe("index of v1");
    expect(runNow(perCatalogue.prepare(catalogue))).toBe("index of v1");
    expect(started).toEqual(["v1"]);
    expect(perCatalogue.of({ name: "v2" })).toBe("index of v2");
    expect(started).toEqual(["v1", "v2"]);
  });

  it("a request during the preparation finishes that very build, and the preparation ends with its value", () => {
    const { started, perCatalogue } = counted();
    const catalogue = { name: "v1" };
    const preparing = perCatalogue.prepare(catalogue);
    preparing.next(); // the build is under way, paused
    expect(perCatalogue.isBuilt(catalogue)).toBe(false);
    expect(perCatalogue.of(catalogue)).toBe("index of v1");
    expect(perCatalogue.isBuilt(catalogue)).toBe(true);
    expect(runNow(preparing)).toBe("index of v1");
    expect(started).toEqual(["v1"]);
  });
});
