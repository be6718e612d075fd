// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordEarlyInput } from "./record";
import { replayEarlyInput } from "./replay";

// React warns when `act` is used outside a test environment it knows.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A page's controls, each controlled by React state as the catalogue's are, and what the page made of them. */
function Controls() {
  const [state, setState] = useState({
    rx: false,
    category: "",
    search: "",
    paging: "pages",
    quantity: "1",
    tab: "description",
  });
  const set = (change: Partial<typeof state>) => setState((current) => ({ ...current, ...change }));
  return (
    <form>
      <input
        type="checkbox"
        aria-label="Prescription only"
        checked={state.rx}
        onChange={(event) => set({ rx: event.currentTarget.checked })}
      />
      <select
        aria-label="Category"
        value={state.category}
        onChange={(event) => set({ category: event.currentTarget.value })}
      >
        <option value="">All categories</option>
        <option value="antibiotics">Antibiotics</option>
      </select>
      <input
        aria-label="Search catalogue"
        aria-keyshortcuts="/"
        value={state.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
      />
      {["pages", "more"].map((paging) => (
        <input
          key={paging}
          type="radio"
          name="paging"
          aria-label={paging}
          checked={state.paging === paging}
          onChange={() => set({ paging })}
        />
      ))}
      {/* Uncontrolled, as a line's quantity is: the handler alone learns of a change. */}
      <input
        type="number"
        aria-label="Quantity"
        defaultValue="1"
        onChange={(event) => set({ quantity: event.currentTarget.value })}
      />
      <button type="button" onClick={() => set({ tab: "uses" })}>
        Uses
      </button>
      <button type="button" aria-disabled="true" onClick={() => set({ tab: "copied" })}>
        Copy link
      </button>
      <output aria-label="Applied">{JSON.stringify(state)}</output>
    </form>
  );
}

const applied = () =>
  JSON.parse(screen.getByRole("status", { name: "Applied" }).textContent ?? "{}") as Record<string, unknown>;

let root: Root | null = null;

beforeEach(() => {
  document.body.innerHTML = `<div id="page">${renderToString(<Controls />)}</div>`;
  // As the server writes it: the function's own source text, run in the page.
  new Function(`(${recordEarlyInput.toString()})(window)`)();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  delete window.__earlyInput;
  document.body.innerHTML = "";
});

/** What the page's script does: hydrate (recording of presses stops first), then replay. */
function hydrate(options: { replay: boolean }) {
  window.__earlyInput!.stopPresses();
  act(() => {
    root = hydrateRoot(document.getElementById("page")!, <Controls />);
  });
  if (options.replay) act(() => replayEarlyInput(window.__earlyInput!.take()));
}

describe("what a visitor does before the page's script runs", () => {
  it("is lost without the replay: React takes the changed state for its own and renders its own over it", async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Prescription only" }));
    hydrate({ replay: false });
    expect(applied()).toMatchObject({ rx: false });
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "antibiotics");
    expect(screen.getByRole("checkbox", { name: "Prescription only" })).not.toBeChecked();
  });

  it("takes effect once the script runs: every kind of control keeps its state and its handler runs", async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Prescription only" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "antibiotics");
    await user.type(screen.getByRole("textbox", { name: "Search catalogue" }), "amox");
    await user.click(screen.getByRole("radio", { name: "more" }));
    await user.clear(screen.getByRole("spinbutton", { name: "Quantity" }));
    await user.type(screen.getByRole("spinbutton", { name: "Quantity" }), "20");
    await user.click(screen.getByRole("button", { name: "Uses" }));

    hydrate({ replay: true });

    expect(applied()).toEqual({
      rx: true,
      category: "antibiotics",
      search: "amox",
      paging: "more",
      quantity: "20",
      tab: "uses",
    });
    expect(screen.getByRole("checkbox", { name: "Prescription only" })).toBeChecked();
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("antibiotics");
    expect(screen.getByRole("textbox", { name: "Search catalogue" })).toHaveValue("amox");
    expect(screen.getByRole("radio", { name: "more" })).toBeChecked();
    expect(screen.getByRole("spinbutton", { name: "Quantity" })).toHaveValue(20);
  });

  it("counts a control's last state: a box ticked and unticked again stays as the server sent it", async () => {
    const user = userEvent.setup();
    const box = screen.getByRole("checkbox", { name: "Prescription only" });
    await user.click(box);
    await user.click(box);
    hydrate({ replay: true });
    expect(applied()).toMatchObject({ rx: false });
    expect(box).not.toBeChecked();
  });

  it("does not press a button that says it is unavailable, nor one pressed after hydration began", async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    window.__earlyInput!.stopPresses();
    await user.click(screen.getByRole("button", { name: "Uses" }));
    hydrate({ replay: true });
    expect(applied()).toMatchObject({ tab: "description" });
  });

  it('moves to the box that announces "/" from the first paint, unless the visitor is typing', async () => {
    const user = userEvent.setup();
    const search = screen.getByRole("textbox", { name: "Search catalogue" });
    await user.keyboard("/");
    expect(search).toHaveFocus();
    expect(search).toHaveValue("");
    await user.click(screen.getByRole("spinbutton", { name: "Quantity" }));
    await user.keyboard("/");
    expect(search).not.toHaveFocus();
  });
});
