// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_QUERY } from "~/catalogue/urls/url-state";
import { pageItems, Pagination } from "./pagination";

afterEach(cleanup);

describe("pageItems", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, "gap", 10]],
    [4, 10, [1, 2, 3, 4, 5, "gap", 10]],
    [5, 10, [1, "gap", 4, 5, 6, "gap", 10]],
    [8, 10, [1, "gap", 7, 8, 9, 10]],
    [10, 10, [1, "gap", 7, 8, 9, 10]],
    [3, 5, [1, 2, 3, 4, 5]],
  ] as const)("page %i of %i", (current, count, expected) => {
    expect(pageItems(current, count)).toEqual(expected);
  });
});

describe("Pagination", () => {
  function renderPagination(page: number, pageCount: number) {
    const query = { ...DEFAULT_QUERY, search: "amox", sort: "relevance" as const, page };
    const Stub = createRoutesStub([
      { path: "/medicines", Component: () => <Pagination query={query} pageCount={pageCount} /> },
    ]);
    render(<Stub initialEntries={["/medicines"]} />);
  }

  it("links every page with the rest of the state, the current one marked", () => {
    renderPagination(2, 3);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/medicines?search=amox&page=3");
    expect(within(nav).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/medicines?search=amox");
    expect(within(nav).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/medicines?search=amox");
    expect(within(nav).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/medicines?search=amox&page=3");
  });

  it("offers no Previous on the first page and no Next on the last", () => {
    renderPagination(1, 2);
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    expect(screen.getByRole("link", { name: "Next" })).toBeInTheDocument();
  });

  it("is absent when everything fits on one page", () => {
    renderPagination(1, 1);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
