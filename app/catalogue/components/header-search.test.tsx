// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Suggestion } from "~/catalogue/query/suggestions";
import { LanguageProvider } from "~/i18n/use-translation";
import { HeaderSearch, SUGGEST_DEBOUNCE_MS } from "./header-search";

const SUGGESTIONS: Suggestion[] = [
  {
    kind: "medicine",
    id: "dolo-650",
    label: "Dolo 650 Tablet",
    detail: "Paracetamol (650mg) · Strip of 15 tablets",
    href: "/medicines/dolo-650",
  },
  { kind: "medicine", id: "dolo-500", label: "Dolo 500 Tablet", detail: "", href: "/medicines/dolo-500" },
  { kind: "composition", label: "Paracetamol (650mg)", count: 12, href: "/medicines?search=Paracetamol+%28650mg%29" },
  { kind: "manufacturer", label: "Micro Labs Ltd", count: 1, href: "/medicines?manufacturer=Micro+Labs+Ltd" },
];

/** The server's answers: `/search-suggestions?q=…` → the suggestions above (the browser keeps no copy here). */
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json({ suggestions: SUGGESTIONS }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Layout() {
  const location = useLocation();
  return (
    <>
      <div role="search">
        <HeaderSearch />
      </div>
      <p data-testid="location">{location.pathname + location.search}</p>
      <Outlet />
    </>
  );
}

function renderAt(path: string, language: "en" | "hi" = "en") {
  const paths = ["/", "/about", "/medicines", "/medicines/:id"];
  const Stub = createRoutesStub([
    {
      Component: Layout,
      children: [...paths, ...paths.map((routePath) => `/hi${routePath}`)].map((routePath) => ({
        path: routePath,
        Component: () => null,
      })),
    },
  ]);
  render(
    <LanguageProvider language={language}>
      <Stub initialEntries={[path]} />
    </LanguageProvider>,
  );
  return { location: () => screen.getByTestId("location").textContent };
}

const queried = () => fetchMock.mock.calls.map(([url]) => url);
const box = () => screen.findByRole("combobox", { name: "Search medicines" });

describe("header search", { timeout: 20_000 }, () => {
  it("is a collapsed combobox controlling a hidden listbox before anything is typed", async () => {
    renderAt("/");
    const input = await box();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    expect(input).toHaveAttribute("name", "search");
    const listbox = document.getElementById(input.getAttribute("aria-controls")!);
    expect(listbox).toHaveAttribute("role", "listbox");
    expect(listbox).not.toBeVisible();
    expect(input.closest("form")).toHaveAttribute("action", "/medicines");
    expect(input.closest("form")).toHaveAttribute("method", "get");
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  });

  it("suggests after a pause; the arrow keys move through the options; Enter opens the chosen medicine", async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt("/about");
    const input = await box();
    await user.type(input, "dolo");
    const listbox = await screen.findByRole("listbox", { name: "Suggestions" });
    expect(queried()).toEqual(["/search-suggestions?q=dolo"]);
    expect(input).toHaveAttribute("aria-expanded", "true");
    const options = within(listbox).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Dolo 650 TabletParacetamol (650mg) · Strip of 15 tablets",
      "Dolo 500 Tablet",
      "Paracetamol (650mg)Composition · 12 medicines",
      "Micro Labs LtdManufacturer · 1 medicine",
    ]);
    expect(input).not.toHaveAttribute("aria-activedescendant");
    expect(screen.getByText("4 suggestions")).toBeInTheDocument();

    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveFocus();
    // Up from the first wraps to the last; down from the last wraps to the first.
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options[3]!.id);
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(options[3]).toHaveAttribute("aria-selected", "false");

    await user.keyboard("{Enter}");
    await waitFor(() => expect(location()).toBe("/medicines/dolo-650"));
    expect(input).toHaveValue("");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("Enter without a chosen option searches the catalogue for the trimmed text; blank text does nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt("/about");
    const input = await box();
    await user.type(input, "   {Enter}");
    expect(location()).toBe("/about");

    await user.clear(input);
    await user.type(input, "  dolo 650 ");
    await screen.findByRole("listbox");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(location()).toBe("/medicines?search=dolo+650"));
    expect(input).toHaveValue("");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("Escape closes the list, a second Escape clears the box; Down opens the list again", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt("/");
    const input = await box();
    await user.type(input, "dolo");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("aria-activedescendant");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(input).toHaveValue("dolo");

    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[0]!.id);

    await user.keyboard("{Escape}{Escape}");
    expect(input).toHaveValue("");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("a click on an option opens it: a manufacturer filters the catalogue; leaving the box closes the list", async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt("/");
    const input = await box();
    await user.type(input, "micro");
    await screen.findByRole("listbox");
    await user.tab();
    expect(input).toHaveAttribute("aria-expanded", "false");

    await user.click(input);
    await user.keyboard("{ArrowDown}");
    await user.click(screen.getByRole("option", { name: /Micro Labs Ltd/ }));
    await waitFor(() => expect(location()).toBe("/medicines?manufacturer=Micro+Labs+Ltd"));
    expect(input).toHaveValue("");
  });

  it("asks once, 200 ms after the last keystroke, and not for a single letter", async () => {
    renderAt("/");
    const input = await box();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const type = (value: string) => fireEvent.change(input, { target: { value } });
    type("d");
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();

    for (const value of ["do", "dol", "dolo"]) {
      type(value);
      await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1));
    }
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(queried()).toEqual(["/search-suggestions?q=dolo"]));
  });

  it("drops an answer that arrives after a newer one, and aborts its request", async () => {
    const answers: Record<string, (suggestions: Suggestion[]) => void> = {};
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation(
      (url, init) =>
        new Promise((resolve) => {
          signals.push(init!.signal!);
          answers[new URL(url, "http://localhost").searchParams.get("q")!] = (suggestions) =>
            resolve(Response.json({ suggestions }));
        }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt("/");
    const input = await box();
    await user.type(input, "do");
    await waitFor(() => expect(answers.do).toBeDefined());
    await user.type(input, "lo");
    await waitFor(() => expect(answers.dolo).toBeDefined());
    expect(signals[0]!.aborted).toBe(true);

    answers.dolo!([SUGGESTIONS[0]!]);
    await screen.findByRole("option", { name: /Dolo 650 Tablet/ });
    answers.do!(SUGGESTIONS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole("option")).toHaveLength(1);
  });

  it("on a Hindi page: Hindi names and texts, and every search and suggestion stays under /hi", async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt("/hi/about", "hi");
    const input = await screen.findByRole("combobox", { name: "दवाएँ खोजें" });
    expect(input).toHaveAttribute("placeholder", "दवाएँ खोजें");
    expect(input.closest("form")).toHaveAttribute("action", "/hi/medicines");
    expect(screen.getByRole("button", { name: "खोजें" })).toHaveAttribute("type", "submit");

    await user.type(input, "dolo");
    const listbox = await screen.findByRole("listbox", { name: "सुझाव" });
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Dolo 650 TabletParacetamol (650mg) · Strip of 15 tablets",
      "Dolo 500 Tablet",
      "Paracetamol (650mg)कंपोज़िशन (साल्ट) · 12 दवाएँ",
      "Micro Labs Ltdनिर्माता · 1 दवा",
    ]);
    expect(screen.getByText("4 सुझाव")).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(location()).toBe("/hi/medicines/dolo-650"));

    await user.type(input, "पैरासिटामोल{Enter}");
    await waitFor(() => expect(location()).toBe(`/hi/medicines?${new URLSearchParams({ search: "पैरासिटामोल" })}`));
  });
});
