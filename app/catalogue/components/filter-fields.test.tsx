// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_QUERY, type CatalogueQuery } from "~/catalogue/query/url-state";
import type { Facets } from "~/catalogue/query/filters";
import { CatalogueStateProvider } from "./catalogue-state";
import { FilterFields } from "./filter-fields";

afterEach(cleanup);

const facets: Facets = {
  categories: [
    { value: "antibiotics", label: "Antibiotics" },
    { value: "pain-relief", label: "Pain Relief" },
  ],
  manufacturers: ["Acme Labs", "Double  Space Pharma", "Zen Pharma"],
  hasStock: true,
  schedules: ["H", "H1", "OTC"],
};

function stub(manufacturer: string, fields: Partial<CatalogueQuery> = {}, shownFacets = facets) {
  const query = { ...DEFAULT_QUERY, category: "pain-relief", manufacturer, ...fields };
  return createRoutesStub([
    {
      path: "/medicines",
      Component: () => (
        <CatalogueStateProvider applied={query}>
          <form aria-label="Filters">
            <FilterFields facets={shownFacets} idPrefix="test" />
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
});
