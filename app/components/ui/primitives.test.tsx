// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Button, buttonClasses } from "./button";
import { Card, cardClasses } from "./card";
import { Tooltip, TooltipGroup } from "./tooltip";

afterEach(cleanup);

const classSet = (classes: string) => new Set(classes.split(" "));

describe("buttonClasses", () => {
  it("is a primary medium button by default", () => {
    expect(classSet(buttonClasses())).toEqual(
      classSet("rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"),
    );
  });

  it("adds the caller's classes; size null leaves padding and type to them", () => {
    expect(classSet(buttonClasses({ variant: "secondary", size: null, className: "px-4 py-2.5 font-medium" }))).toEqual(
      classSet("rounded-md px-4 py-2.5 font-medium text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"),
    );
  });
});

describe("Button", () => {
  it("is a type=button <button> unless told otherwise", () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole("button", { name: "Go" })).toHaveAttribute("type", "button");
  });
});

describe("Card", () => {
  it("is a bordered white panel, raised with a shadow, padded by the caller", () => {
    expect(classSet(cardClasses({ raised: true, className: "p-6" }))).toEqual(
      classSet("rounded-xl border border-slate-200 bg-white p-6 shadow-sm"),
    );
    render(<Card className="p-5">Price</Card>);
    expect(screen.getByText("Price")).toHaveClass("rounded-xl", "border", "bg-white", "p-5");
  });
});

describe("Tooltip", () => {
  function renderTooltips() {
    render(
      <TooltipGroup>
        {["Grid view", "List view"].map((label) => (
          <Tooltip key={label} label={label}>
            {(tooltipId) => <button type="button" aria-labelledby={tooltipId} />}
          </Tooltip>
        ))}
      </TooltipGroup>,
    );
  }

  it("names its control: the control's accessible name is the tooltip's text", () => {
    renderTooltips();
    const button = screen.getByRole("button", { name: "List view" });
    const tooltip = document.getElementById(button.getAttribute("aria-labelledby")!)!;
    expect(tooltip).toHaveAttribute("role", "tooltip");
    expect(tooltip).toHaveTextContent("List view");
  });

  it("is marked hidden by Escape while its control has focus, until focus leaves the control", async () => {
    renderTooltips();
    const grid = screen.getByRole("button", { name: "Grid view" });
    const anchor = grid.closest(".tooltip-anchor")!;
    await userEvent.tab();
    expect(grid).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(anchor).toHaveAttribute("data-dismissed");
    expect(grid).toHaveFocus();
    await userEvent.tab();
    expect(anchor).not.toHaveAttribute("data-dismissed");
    expect(screen.getByRole("button", { name: "List view" }).closest(".tooltip-anchor")).not.toHaveAttribute(
      "data-dismissed",
    );
  });
});
