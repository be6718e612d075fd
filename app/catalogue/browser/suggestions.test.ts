import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isQueryIndexBuilt, prepareQueryIndex } from "~/catalogue/query/query-index";
import { runNow } from "~/catalogue/loading/slices";
import { testKeptCopy } from "./kept-copy.test-support";
import type { Suggestion } from "~/catalogue/query/suggestions";
import type { KeptCopy } from "./storage";

/** The copy the page keeps, as the test sets it (the browser's storage is not at hand in Node). */
const keptCopy = vi.hoisted(() => ({ current: null as KeptCopy | null }));
vi.mock("./copy", () => ({
  catalogueCopy: () => ({ current: () => keptCopy.current, sync: async () => {} }),
}));

const { loadSuggestions } = await import("./suggestions");

const fromServer = [
  {
    kind: "medicine",
    id: "9",
    label: "Calpol 650 Tablet (server)",
    detail: "Paracetamol (650mg)",
    href: "/medicines/9",
  },
];
/** The medicines suggested, by name. */
const names = (suggestions: readonly Suggestion[]) =>
  suggestions.flatMap((suggestion) => (suggestion.kind === "medicine" ? [suggestion.label] : []));

describe("the header search's suggestions", () => {
  const requested: string[] = [];
  let online = true;
  beforeEach(() => {
    requested.length = 0;
    online = true;
    keptCopy.current = testKeptCopy(["Calpol 500 Tablet", "Dolo 650 Tablet"]);
    vi.stubGlobal("fetch", async (url: string) => {
      requested.push(url);
      if (!online) throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify({ suggestions: fromServer }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("come from the server while the kept copy's index is not built, and leave it unbuilt", async () => {
    const signal = new AbortController().signal;
    expect(names(await loadSuggestions("calpol", signal))).toEqual(["Calpol 650 Tablet (server)"]);
    expect(requested).toHaveLength(1);
    expect(isQueryIndexBuilt(keptCopy.current!.entries)).toBe(false);
  });

  it("come from the copy, with no request, once its index is built", async () => {
    runNow(prepareQueryIndex(keptCopy.current!.entries));
    expect(names(await loadSuggestions("calpol", new AbortController().signal))).toEqual(["Calpol 500 Tablet"]);
    expect(requested).toEqual([]);
  });

  it("offline, come from the copy though its index must be built first", async () => {
    online = false;
    expect(names(await loadSuggestions("dolo", new AbortController().signal))).toEqual(["Dolo 650 Tablet"]);
  });

  it("offline without a copy, fail as the request failed", async () => {
    online = false;
    keptCopy.current = null;
    await expect(loadSuggestions("dolo", new AbortController().signal)).rejects.toThrow("Failed to fetch");
  });
});
