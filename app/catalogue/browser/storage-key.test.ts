import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_KEY, copyIsKept } from "./storage-key";

/** A browser's local storage holding these entries, which fails the test if a value is read. */
function storageWith(keys: string[]) {
  return {
    get length() {
      return keys.length;
    },
    key: (index: number) => keys[index] ?? null,
    getItem: () => expect.unreachable("the copy is looked for by its key, never read"),
  };
}

describe("whether the browser keeps a copy of the catalogue", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is told by the key alone, without reading the copy", () => {
    vi.stubGlobal("window", { localStorage: storageWith(["pharma_engaged", CACHE_KEY]) });
    expect(copyIsKept()).toBe(true);
    vi.stubGlobal("window", { localStorage: storageWith(["pharma_engaged"]) });
    expect(copyIsKept()).toBe(false);
  });

  it("says none where storage refuses to be read", () => {
    vi.stubGlobal("window", {
      get localStorage() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(copyIsKept()).toBe(false);
  });
});
