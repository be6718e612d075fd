import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { CatalogueRead, CatalogueStore } from "~/catalogue/store.server";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { catalogueContext } from "~/composition/load-context";
import type { Route } from "./+types/search-suggestions";
import { loader } from "./search-suggestions";

const medicines = [
  testMedicine(),
  testMedicine({ id: "dolo-500", name: "Dolo 500 Tablet", genericName: "Paracetamol (500mg)" }),
  testMedicine({
    id: "azee-500",
    name: "Azee 500 Tablet",
    genericName: "Azithromycin (500mg)",
    manufacturer: "Cipla Ltd",
  }),
];

function contextWith(read: CatalogueRead): RouterContextProvider {
  const context = new RouterContextProvider();
  const snapshotStore: Pick<CatalogueStore, "read"> = { read: async () => read };
  context.set(catalogueContext, snapshotStore as CatalogueStore);
  return context;
}

const loaded = contextWith({
  snapshot: { medicines, byId: new Map(), version: "v1", loadedAt: new Date(0), report: {} as never },
  error: null,
});

async function get(search: string, context = loaded) {
  const request = new Request(`http://localhost/search-suggestions${search}`);
  const response = await loader({ request, context, params: {} } as unknown as Route.LoaderArgs);
  return { response, body: (await response.json()) as { suggestions?: { kind: string; label: string }[] } };
}

describe("GET /search-suggestions", () => {
  it("answers the suggestions for the trimmed text, cached like pages", async () => {
    const { response, body } = await get("?q=%20%20dolo%20");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60");
    expect(response.headers.get("CDN-Cache-Control")).toBe("max-age=60, stale-while-revalidate=300");
    expect(body.suggestions).toContainEqual({
      kind: "medicine",
      id: "dolo-650",
      label: "Dolo 650 Tablet",
      detail: "Paracetamol (650mg) · Strip of 15 tablets",
      href: "/medicines/dolo-650",
    });
    expect(body.suggestions!.map((suggestion) => suggestion.label)).toContain("Dolo 500 Tablet");
  });

  it("suggests nothing for missing or blank text", async () => {
    expect((await get("")).body).toEqual({ suggestions: [] });
    expect((await get("?q=%20%20")).body).toEqual({ suggestions: [] });
  });

  it("refuses text longer than 100 characters", async () => {
    const { response } = await get(`?q=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await get(`?q=${"a".repeat(100)}`)).response.status).toBe(200);
  });

  it("answers 503 while no catalogue is loaded", async () => {
    const { response, body } = await get("?q=dolo", contextWith({ snapshot: null, error: "Sheet unreachable" }));
    expect(response.status).toBe(503);
    expect(body).toEqual({ error: "Sheet unreachable" });
  });
});
