// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { cataloguePage } from "~/catalogue/query/catalogue-page";
import { DEFAULT_QUERY } from "~/catalogue/urls/url-state";
import type { CardMedicine } from "~/catalogue/query/card-medicine";
import { dolo } from "~/catalogue/query/card-medicine.test-data";
import { addToEnquiryCardAction } from "~/enquiry-list/components/add-to-enquiry";
import { MedicineCardList } from "./medicine-card-list";

afterEach(cleanup);

const STATUS = { version: "v1", updatedAt: new Date(0).toISOString(), instant: false };

function renderCard(medicine: CardMedicine, search = "", view: "grid" | "list" = "grid") {
  // What the catalogue's loader sends with a page: the card with what the search matched in it.
  const item = { ...medicine, category: "", categoryId: "" };
  const [card] = cataloguePage([item], { ...DEFAULT_QUERY, search }, STATUS, (): CardMedicine => medicine).medicines;
  const Stub = createRoutesStub([
    {
      path: "/medicines",
      Component: () => (
        <MedicineCardList medicines={[card!]} view={view} className="grid" action={addToEnquiryCardAction} />
      ),
    },
    { path: "/medicines/:id", Component: () => <h1>The medicine&apos;s page</h1> },
  ]);
  const { container } = render(<Stub initialEntries={["/medicines?search=dolo"]} />);
  return within(container).getByRole("article");
}

describe("MedicineCard", () => {
  it("is an article headed by the name, which links to the medicine's page", () => {
    const card = renderCard({ ...dolo, id: "dolo 650/x" });
    const link = within(card).getByRole("heading", { name: "Dolo 650 Tablet" }).querySelector("a");
    expect(link).toHaveAttribute("href", "/medicines/dolo%20650%2Fx");
  });

  it("shows generic name, brand, manufacturer, form, the rate with its GST and the MRP, each named", () => {
    const card = renderCard({ ...dolo, gst: 12 });
    expect(card).toHaveTextContent("Paracetamol (650mg)");
    expect(card).toHaveTextContent("Micro Labs · Micro Labs Ltd");
    expect(card).toHaveTextContent("Strip of 15 tablets");
    expect(card).toHaveTextContent("Rate ₹1,234.50 + GST 12%");
    expect(card).toHaveTextContent("MRP ₹1,500.00");
    // The MRP is a price of its own, not a discount struck through.
    expect(card.querySelector("s")).toBeNull();
  });

  it("shows the availability badge by the card rule and the Rx badge", () => {
    const card = renderCard(dolo);
    expect(card).toHaveTextContent("Low Stock");
    expect(within(card).getByText("Prescription required")).toBeInTheDocument();
    const otc = renderCard({ ...dolo, id: "x", stock: 11, prescription: false });
    expect(otc).toHaveTextContent("In Stock");
    expect(otc).not.toHaveTextContent("Prescription required");
  });

  it("offers 'Notify me when it is back' only when out of stock, leading to the form on the medicine's page", () => {
    const out = renderCard({ ...dolo, id: "azee-500", stock: 0 });
    expect(within(out).getByRole("link", { name: "Notify me when it is back" })).toHaveAttribute(
      "href",
      "/medicines/azee-500#notify",
    );
    cleanup();
    expect(within(renderCard(dolo)).queryByRole("link", { name: "Notify me when it is back" })).toBeNull();
  });

  it("shows the pack beside the form, the price per unit under the price, and the schedule badge", () => {
    const card = renderCard({
      ...dolo,
      form: "Tablet",
      pack: "10 x 10 Tablets",
      rate: 120,
      packContent: { units: 100, unit: "tablet" },
      schedule: "H1",
    });
    expect(card).toHaveTextContent("Tablet · 10 x 10 Tablets");
    expect(card).toHaveTextContent("₹120.00");
    expect(card).toHaveTextContent("Rate ₹1.20 per tablet");
    expect(card).toHaveTextContent("Schedule H1");
  });

  it('says "Price on request" without a price, never ₹0.00, and no availability without stock', () => {
    const card = renderCard({ ...dolo, rate: undefined, mrp: undefined, stock: undefined });
    expect(card).toHaveTextContent("Price on request");
    expect(card).not.toHaveTextContent("₹");
    expect(card).not.toHaveTextContent(/in stock|low stock|out of stock/i);
  });

  it("leaves out the importer's N/A and a manufacturer equal to the brand", () => {
    const card = renderCard({ ...dolo, genericName: "N/A", manufacturer: "Micro Labs", mrp: undefined });
    expect(card).not.toHaveTextContent("N/A");
    expect(card).not.toHaveTextContent("·");
    expect(card.querySelector("s")).toBeNull();
  });

  it("marks the search in name, composition, brand and manufacturer, never in other fields", () => {
    const card = renderCard(
      {
        ...dolo,
        name: "Para 500",
        genericName: "Paracetamol",
        brand: "Parabolic",
        manufacturer: "Para Ltd",
        form: "Para pack",
      },
      "PARA",
    );
    expect([...card.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "Para",
      "Para",
      "Para",
      "Para",
    ]);
    expect(within(card).getByRole("heading")).toHaveTextContent("Para 500");
  });

  it("renders sheet text as text, never as markup", () => {
    const card = renderCard({ ...dolo, name: '<img src=x onerror="alert(1)">Evil' }, "evil");
    expect(card.querySelector("img[src='x']")).toBeNull();
    expect(within(card).getByRole("heading")).toHaveTextContent('<img src=x onerror="alert(1)">Evil');
  });

  it("opens the medicine's page in the page when its link is clicked", async () => {
    const card = renderCard(dolo);
    await userEvent.click(within(card).getByRole("link", { name: "Dolo 650 Tablet" }));
    expect(await screen.findByRole("heading", { name: "The medicine's page" })).toBeInTheDocument();
  });

  it("adds with the list's one form: the pressed button's medicine, and the page to come back to", () => {
    const card = renderCard(dolo);
    const button = within(card).getByRole("button", { name: "Add Dolo 650 Tablet to enquiry" });
    expect(card.querySelector("form")).toBeNull();
    const form = (button as HTMLButtonElement).form!;
    expect(form).toHaveAttribute("action", "/enquiry");
    expect(form).toHaveAttribute("method", "post");
    expect([...new FormData(form).entries()]).toEqual([
      ["intent", "add"],
      ["redirectTo", "/medicines?search=dolo"],
    ]);
    // The pressed button adds its own field to the submission.
    expect(button).toHaveAttribute("type", "submit");
    expect(button).toHaveAttribute("name", "medicineId");
    expect(button).toHaveAttribute("value", "dolo-650");
  });

  it("labels the rate with the site's rate label, and an MRP without a rate as MRP, never as the rate (11.7)", () => {
    expect(renderCard(dolo)).toHaveTextContent(/^D.*Rate ₹1,234\.50 \+ GST/);
    cleanup();
    const card = renderCard({ ...dolo, rate: undefined, mrp: 432.18 });
    expect(card).toHaveTextContent("MRP ₹432.18");
    expect(card).not.toHaveTextContent("Rate");
    expect(card).not.toHaveTextContent("Price on request");
  });

  it("shows the scheme and what a pack costs after it, on a rate only", () => {
    expect(renderCard({ ...dolo, rate: 100, scheme: "10+1" })).toHaveTextContent(
      "Scheme 10+1: ₹90.91 per pack after scheme",
    );
    cleanup();
    expect(renderCard({ ...dolo, rate: undefined, mrp: 100, scheme: "10+1" })).not.toHaveTextContent("Scheme");
    cleanup();
    expect(renderCard({ ...dolo, rate: undefined, mrp: undefined, scheme: "5%" })).not.toHaveTextContent("Scheme");
  });

  it("starts with the name when there is no image: no letter tile (decision 030)", () => {
    for (const view of ["grid", "list"] as const) {
      const card = renderCard(dolo, "", view);
      expect(card.querySelector("img")).toBeNull();
      expect(card).toHaveTextContent(new RegExp(`^${dolo.name}`));
      cleanup();
    }
  });

  it("says Add in list view, the medicine's name in the button's name", () => {
    const card = renderCard(dolo, "", "list");
    const button = card.querySelector("button")!;
    expect(button).toHaveTextContent(/^Add$/);
    expect(button).toHaveAccessibleName(`Add ${dolo.name} to enquiry`);
  });

  it("asks the site for a sheet photo, in the widths its box needs, never the sheet's host", () => {
    const card = renderCard({ ...dolo, id: "dolo-650", imageUrl: "https://drive.example/dolo.jpg" });
    const photo = card.querySelector("img")!;
    expect(photo.getAttribute("src")).toMatch(/^\/images\/dolo-650\/0\/320-[0-9a-z]+$/);
    expect(photo.getAttribute("srcset")).toMatch(/^\/images\/dolo-650\/0\/160-\w+ 160w, .* 320w, .* 640w$/);
    expect(photo.outerHTML).not.toContain("drive.example");
    expect(photo).toHaveAttribute("width", "128");
    expect(photo).toHaveAttribute("height", "128");
    // The first card is on the first screen: its photo is not left to load lazily, and it is
    // asked for before the other photos (the page's likely LCP on a phone).
    expect(photo).toHaveAttribute("loading", "eager");
    expect(photo).toHaveAttribute("fetchpriority", "high");
  });

  it("asks for only the first card's photo with high priority", () => {
    const photo = (id: string) => ({ ...dolo, id, imageUrl: `https://drive.example/${id}.jpg` });
    const items = ["a", "b"].map((id) => ({ ...photo(id), category: "", categoryId: "" }));
    const cards = cataloguePage(items, DEFAULT_QUERY, STATUS, (item): CardMedicine => photo(item.id)).medicines;
    const Stub = createRoutesStub([
      {
        path: "/medicines",
        Component: () => (
          <MedicineCardList medicines={cards} view="grid" className="grid" action={addToEnquiryCardAction} />
        ),
      },
    ]);
    const { container } = render(<Stub initialEntries={["/medicines"]} />);
    const [first, second] = within(container)
      .getAllByRole("article")
      .map((card) => card.querySelector("img")!);
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(second).not.toHaveAttribute("fetchpriority");
    expect(second).toHaveAttribute("loading", "eager");
  });

  it("shows a site-relative image as it is", () => {
    const card = renderCard({ ...dolo, imageUrl: "/images/dolo.png" });
    expect(card.querySelector("img")).toHaveAttribute("src", "/images/dolo.png");
    expect(card.querySelector("img")).not.toHaveAttribute("srcset");
  });
});
