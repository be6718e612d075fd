// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AlternativeView, SameCompositionView } from "~/catalogue/compare/alternatives-view.server";
import { SameComposition } from "./same-composition";

afterEach(cleanup);

const alternative = (id: string, overrides: Partial<AlternativeView> = {}): AlternativeView => ({
  id,
  name: `${id} Tablet`,
  href: `/medicines/${id}`,
  manufacturer: undefined,
  price: "PTR ₹1.20 per tablet",
  trade: {},
  comparison: "10% cheaper",
  trend: "cheaper",
  stock: 50,
  prescription: false,
  schedule: undefined,
  ...overrides,
});

function renderSection(view: SameCompositionView) {
  const Stub = createRoutesStub([{ path: "/medicines/:id", Component: () => <SameComposition view={view} /> }]);
  render(<Stub initialEntries={["/medicines/dolo"]} />);
  return screen.getByRole("region", { name: "Same composition" });
}

const base: SameCompositionView = {
  alternatives: [alternative("calpol")],
  more: 0,
  composition: "Paracetamol (650mg)",
  compositionHref: "/medicines?search=Paracetamol+%28650mg%29",
  outOfStock: false,
  priced: true,
};

describe("SameComposition", () => {
  it("shows availability only when the sheet has a stock column", () => {
    const section = renderSection({
      ...base,
      alternatives: [alternative("stocked", { stock: 4 }), alternative("unknown", { stock: undefined })],
    });
    const [stocked, unknown] = within(section).getAllByRole("listitem");
    expect(within(stocked!).getByText("Low Stock")).toBeTruthy();
    expect(within(unknown!).queryByText(/Stock$/)).toBeNull();
  });

  it("says how many more there are and links to the composition's search", () => {
    const section = renderSection({ ...base, more: 3 });
    expect(within(section).getByText(/3 more medicines with this composition/)).toBeTruthy();
    expect(
      within(section).getByRole("link", { name: "Every medicine containing Paracetamol (650mg)" }).getAttribute("href"),
    ).toBe(base.compositionHref);
  });

  it("has no such link when every alternative is listed", () => {
    const section = renderSection(base);
    expect(within(section).queryByRole("link", { name: /Every medicine containing/ })).toBeNull();
  });

  it("says 'cheapest first' only when some alternative has a price", () => {
    expect(renderSection(base).textContent).toContain("in the same form, cheapest per unit first.");
    cleanup();
    const unpriced = renderSection({
      ...base,
      alternatives: [alternative("a", { price: "Price on request", comparison: undefined, trend: "none" })],
      priced: false,
    });
    expect(unpriced.textContent).toContain("Other brands of Paracetamol (650mg) in the same form.");
    expect(unpriced.textContent).not.toMatch(/cheapest/);
  });
});
