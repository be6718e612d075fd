// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { HEADER_NAV, OWN_SEARCH_PATH } from "~/composition/site-nav";
import { HeaderListLinks } from "~/enquiry-list/components/header-links";
import { SiteHeader } from "./site-header";

afterEach(cleanup);

/** The header stays mounted across pages, given what the root layout gives it. */
function Layout() {
  const location = useLocation();
  return (
    <>
      <SiteHeader
        search={<input aria-label="Given search" />}
        actions={<HeaderListLinks count={0} />}
        nav={HEADER_NAV}
        ownSearchAt={OWN_SEARCH_PATH}
      />
      <p data-testid="location">{location.pathname + location.search}</p>
      <Outlet />
    </>
  );
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      Component: Layout,
      children: ["/", "/medicines", "/manufacturers", "/about", "/contact"].map((routePath) => ({
        path: routePath,
        Component: () => null,
      })),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { location: () => screen.getByTestId("location").textContent };
}

describe("site header", { timeout: 20_000 }, () => {
  it("marks the current page in the navigation", async () => {
    renderAt("/about");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent("About");
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it("offers the manufacturers in the navigation, marked on their page", async () => {
    renderAt("/manufacturers");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Manufacturers" })).toHaveAttribute("href", "/manufacturers");
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent("Manufacturers");
  });

  it("opens and closes the menu with its button, and closes it with Escape, back on the button", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt("/");
    const button = await screen.findByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", "site-nav");
    expect(document.getElementById("site-nav")).toHaveAttribute("aria-label", "Main");

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    await user.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes the menu when a page is chosen from it", async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt("/");
    const button = await screen.findByRole("button", { name: "Menu" });
    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Contact" }));
    await waitFor(() => expect(location()).toBe("/contact"));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("puts the search it is given in the search landmark", async () => {
    renderAt("/");
    const landmark = await screen.findByRole("search");
    expect(landmark).toContainElement(screen.getByRole("textbox", { name: "Given search" }));
  });
});
