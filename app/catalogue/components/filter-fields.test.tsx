// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepManufacturerNames, manufacturerNamesOf } from "~/catalogue/manufacturers/manufacturer-names";
import { DEFAULT_QUERY, type CatalogueQuery } from "~/catalogue/urls/url-state";
import type { Facets, PageFacets } from "~/catalogue/query/filters";
import { CatalogueStateProvider } from "./catalogue-state";
import { FilterFields } from "./filter-fields";

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const facets: Facets = {
  categories: [
    { value: "antibiotics", label: "Antibiotics" },
    { value: "pain-relief", label: "Pain Relief" },
  ],
  manufacturers: ["Acme Labs", "Double  Space Pharma", "Zen Pharma"],
  hasStock: true,
  hasUnitPrices: true,
  schedules: ["H", "H1", "OTC"],
};

function stub(
  manufacturer: string,
  fields: Partial<CatalogueQuery> = {},
  shownFacets: PageFacets = facets,
  catalogueVersion = "v1",
) {
  const query = { ...DEFAULT_QUERY, category: "pain-relief", manufacturer, ...fields };
  return createRoutesStub([
    {
      path: "/medicines",
      Component: () => (
        <CatalogueStateProvider applied={query}>
          <form aria-label="Filters">
            <FilterFields facets={shownFacets} catalogueVersion={catalogueVersion} idPrefix="test" />
          </form>
        </CatalogueStateProvider>
      ),
    },
  ]);
}

describe("FilterFields", () => {
  it("shows the applied filters and submits every name exactly as the catalogue spells it", () => {
    const Stub = stub("Zen Pharma");
    render(<Stub initialEntries={["/medicines"]} />);
    expect(screen.getByLabelText("Category")).toHaveValue("pain-relief");
    const manufacturer = screen.getByLabelText<HTMLSelectElement>("Manufacturer");
    expect(manufacturer).toHaveValue("Zen Pharma");
    expect([...manufacturer.options].map((option) => option.value)).toEqual([
      "",
      "Acme Labs",
      "Double  Space Pharma",
      "Zen Pharma",
    ]);
    const form = screen.getByRole("form", { name: "Filters" }) as HTMLFormElement;
    expect(new FormData(form).get("manufacturer")).toBe("Zen Pharma");
  });

  it("marks the applied manufacturer in the server's page, for visitors without JavaScript", () => {
    for (const name of ["Acme Labs", "Double  Space Pharma"]) {
      const Stub = stub(name);
      const page = new DOMParser().parseFromString(
        renderToString(<Stub initialEntries={["/medicines"]} />),
        "text/html",
      );
      const select = page.querySelector<HTMLSelectElement>("select[name=manufacturer]")!;
      expect(select.value).toBe(name);
      expect(new FormData(page.querySelector("form")!).get("manufacturer")).toBe(name);
    }
  });

  it("offers the catalogue's schedules and submits the chosen one as the URL writes it", () => {
    const Stub = stub("", { schedule: "H1" });
    render(<Stub initialEntries={["/medicines"]} />);
    const schedule = screen.getByLabelText<HTMLSelectElement>("Schedule");
    expect([...schedule.options].map((option) => [option.value, option.text])).toEqual([
      ["", "All schedules"],
      ["h", "Schedule H"],
      ["h1", "Schedule H1"],
      ["otc", "OTC (no schedule)"],
    ]);
    expect(schedule).toHaveValue("h1");
    const form = screen.getByRole("form", { name: "Filters" }) as HTMLFormElement;
    expect(new FormData(form).get("schedule")).toBe("h1");
  });

  it("has no schedule filter when no medicine has a schedule", () => {
    const Stub = stub("", {}, { ...facets, schedules: [] });
    render(<Stub initialEntries={["/medicines"]} />);
    expect(screen.getByLabelText("Manufacturer")).toBeInTheDocument();
    expect(screen.queryByLabelText("Schedule")).toBeNull();
  });

  describe("the manufacturer names of a page without them (the server's pages)", () => {
    const { manufacturers: names, ...withoutNames } = facets;
    /** Versions kept at once are few: two others push a version out of the browser's memory. */
    const forget = () => {
      keepManufacturerNames("other-1", []);
      keepManufacturerNames("other-2", []);
    };

    it("renders every name kept for the catalogue version, marked with it", () => {
      keepManufacturerNames("server-v", names);
      const Stub = stub("Zen Pharma", {}, withoutNames, "server-v");
      const page = new DOMParser().parseFromString(
        renderToString(<Stub initialEntries={["/medicines"]} />),
        "text/html",
      );
      const select = page.querySelector<HTMLSelectElement>("select[name=manufacturer]")!;
      expect([...select.options].map((option) => option.value)).toEqual(["", ...names]);
      expect(select.value).toBe("Zen Pharma");
      expect(select.getAttribute("data-manufacturers-of")).toBe("server-v");
    });

    it("reads them back from the server's HTML while hydrating: the same options, no mismatch", async () => {
      keepManufacturerNames("hydrate-v", names);
      const Stub = stub("Double  Space Pharma", {}, withoutNames, "hydrate-v");
      const html = renderToString(<Stub initialEntries={["/medicines"]} />);
      forget();
      expect(manufacturerNamesOf("hydrate-v")).toBeUndefined();
      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.append(container);
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      const recoverable = vi.fn();
      await act(async () => {
        hydrateRoot(container, <Stub initialEntries={["/medicines"]} />, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(manufacturerNamesOf("hydrate-v")).toEqual(names);
      const select = screen.getByLabelText<HTMLSelectElement>("Manufacturer");
      expect([...select.options].map((option) => option.value)).toEqual(["", ...names]);
      expect(select).toHaveValue("Double  Space Pharma");
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it("asks the server for them otherwise, offering the chosen manufacturer meanwhile", async () => {
      forget();
      let answer!: (response: Response) => void;
      const fetchSpy = vi
        .spyOn(globalThis, "fetch")
        .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
      const Stub = stub("Zen Pharma", {}, withoutNames, "fetch-v");
      render(<Stub initialEntries={["/medicines"]} />);
      const select = screen.getByLabelText<HTMLSelectElement>("Manufacturer");
      expect([...select.options].map((option) => option.value)).toEqual(["", "Zen Pharma"]);
      expect(select).toHaveValue("Zen Pharma");
      // The request's code loads on demand first (load-manufacturer-names.ts).
      await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledWith("/manufacturers.json", expect.anything()));
      await act(async () => answer(Response.json({ version: "fetch-v", names })));
      expect([...select.options].map((option) => option.value)).toEqual(["", ...names]);
      expect(select).toHaveValue("Zen Pharma");
    });
  });
});
