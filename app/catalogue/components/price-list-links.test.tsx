// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PRICE_LIST_PART_SIZE } from "~/catalogue/price-list/parts";
import { DEFAULT_QUERY, type CatalogueQuery } from "~/catalogue/urls/url-state";
import type { Language } from "~/i18n/languages";
import { LanguageProvider } from "~/i18n/use-translation";
import { PriceListLinks } from "./price-list-links";

afterEach(cleanup);

function renderLinks(path: string, query: CatalogueQuery, total: number, language: Language = "en") {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <LanguageProvider language={language}>
          <PriceListLinks query={query} total={total} />
        </LanguageProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const PAINKILLERS: CatalogueQuery = { ...DEFAULT_QUERY, category: "painkillers", sort: "price-asc" };

describe("price list links", { timeout: 20_000 }, () => {
  it("offers one CSV and one Excel file of the view when it fits in one file, and the printable page", async () => {
    renderLinks("/medicines", PAINKILLERS, PRICE_LIST_PART_SIZE);
    expect(await screen.findByRole("link", { name: "Download price list (CSV)" })).toHaveAttribute(
      "href",
      "/medicines/price-list.csv?category=painkillers&sort=price-asc",
    );
    expect(screen.getByRole("link", { name: "Download price list (Excel)" })).toHaveAttribute(
      "href",
      "/medicines/price-list.xlsx?category=painkillers&sort=price-asc",
    );
    expect(screen.getByRole("link", { name: "Print price list" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /part/ })).toBeNull();
  });

  it("offers a longer view in parts, each link named by its part and the medicines it holds", async () => {
    const total = PRICE_LIST_PART_SIZE * 2 + 1;
    renderLinks("/medicines", PAINKILLERS, total);
    expect(
      await screen.findByText(
        `This list has ${total.toLocaleString("en-IN")} medicines: it downloads in 3 files, one for each part.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download price list (CSV)" })).toBeNull();
    const csv = screen.getAllByRole("link", { name: /^Download price list part \d of 3 \(CSV\)$/ });
    const excel = screen.getAllByRole("link", { name: /^Download price list part \d of 3 \(Excel\)$/ });
    expect(csv.map((link) => link.getAttribute("href"))).toEqual([
      "/medicines/price-list.csv?category=painkillers&sort=price-asc",
      "/medicines/price-list.csv?category=painkillers&sort=price-asc&part=2",
      "/medicines/price-list.csv?category=painkillers&sort=price-asc&part=3",
    ]);
    expect(excel[2]).toHaveAttribute("href", "/medicines/price-list.xlsx?category=painkillers&sort=price-asc&part=3");
    const last = (PRICE_LIST_PART_SIZE * 2 + 1).toLocaleString("en-IN");
    expect(screen.getByText(`Medicines ${last}–${last}:`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Print price list" })).toBeInTheDocument();
  });

  it("names the parts in Hindi on a Hindi page, and keeps its links in Hindi", async () => {
    renderLinks("/hi/medicines", DEFAULT_QUERY, PRICE_LIST_PART_SIZE + 1, "hi");
    const second = await screen.findByRole("link", { name: "रेट लिस्ट का भाग 2 (2 में से) डाउनलोड करें (Excel)" });
    expect(second).toHaveAttribute("href", "/hi/medicines/price-list.xlsx?part=2");
  });
});
