import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { addNote, freeTextId, type EnquiryList } from "./list";
import { listMessage, MAX_SHARE_URL_LENGTH, orderLinks, shareLinks } from "./share";

const en = translatorFor("en");
const settings = { companyName: "Ganga Pharma", whatsappNumber: "919431012345", email: "info@ganga.example" };
const list: EnquiryList = [
  { id: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 2 },
  { id: "b-and-c", name: "B & C #2 Syrup", quantity: 10 },
  { id: "hindi", name: "पैरासिटामोल", quantity: 1 },
];

/** What the visitor's app shows: the link's text parameter decoded. */
function textOf(href: string, parameter: string): string {
  return new URL(href).searchParams.get(parameter)!;
}

describe("sharing the enquiry list", () => {
  it("adds who is asking after the lines, only the fields filled, in the page's language", () => {
    const buyer = { shop: "Sharma Medical Hall", drugLicence: "", gstin: "10AABCS1234F1Z5", city: "Patna" };
    expect(listMessage(list.slice(0, 1), "Ganga Pharma", en, buyer).split("\n").slice(1)).toEqual([
      "Dolo 650 Tablet — 2",
      "",
      "Shop or hospital name: Sharma Medical Hall",
      "GSTIN: 10AABCS1234F1Z5",
      "City: Patna",
    ]);
    expect(listMessage(list.slice(0, 1), "Ganga Pharma", translatorFor("hi"), buyer)).toContain("शहर: Patna");
    const whatsapp = shareLinks(list, settings, en, { ...buyer, shop: "A & B #1" }).whatsapp!;
    expect(textOf(whatsapp, "text")).toContain("Shop or hospital name: A & B #1");
  });

  it("writes one line per medicine, name — quantity", () => {
    expect(listMessage(list, "Ganga Pharma", en)).toBe(
      [
        "Hello Ganga Pharma, please send your price and availability for:",
        "Dolo 650 Tablet — 2",
        "B & C #2 Syrup — 10",
        "पैरासिटामोल — 1",
      ].join("\n"),
    );
  });

  it("links to wa.me with the company's number and the whole text, & # and Devanagari intact", () => {
    const { whatsapp } = shareLinks(list, settings, en);
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919431012345\?text=[^&#\s]+$/);
    expect(textOf(whatsapp!, "text")).toBe(listMessage(list, "Ganga Pharma", en));
    expect(whatsapp).toContain("B%20%26%20C%20%232%20Syrup");
    expect(whatsapp).toContain("%0A");
  });

  it("writes a mailto: link to the company with a subject and the same text, CRLF line breaks", () => {
    const { email } = shareLinks(list, settings, en);
    expect(email).toMatch(/^mailto:info@ganga\.example\?subject=Enquiry%20list&body=[^&#\s]+$/);
    const body = decodeURIComponent(email!.split("&body=")[1]!);
    expect(body).toBe(listMessage(list, "Ganga Pharma", en).replaceAll("\n", "\r\n"));
  });

  it("offers no link when the list would make it longer than 2000 characters", () => {
    const long = (count: number) =>
      Array.from({ length: count }, (_, at) => ({ id: `m${at}`, name: `Medicine number ${at}`, quantity: 1 }));
    // Find the largest list that still fits: the links appear up to it, and not one line beyond.
    let count = 1;
    while (shareLinks(long(count + 1), settings, en).email !== null) count += 1;
    expect(shareLinks(long(count), settings, en).email!.length).toBeLessThanOrEqual(MAX_SHARE_URL_LENGTH);
    expect(shareLinks(long(count + 1), settings, en).email).toBeNull();
    expect(shareLinks(long(100), settings, en)).toEqual({ whatsapp: null, email: null });
    // Devanagari costs 9 characters per letter once encoded: a shorter list already does not fit.
    const hindi = Array.from({ length: 30 }, (_, at) => ({ id: `h${at}`, name: "पैरासिटामोल टैबलेट", quantity: 1 }));
    expect(shareLinks(hindi, settings, en).whatsapp).toBeNull();
  });

  it("carries name, manufacturer, pack and the quantity with its unit, in the page's language", () => {
    const amlong = {
      id: "amlong-5-tablet",
      name: "Amlong 5 Tablet",
      quantity: 30,
      pack: "Strip of 15",
      manufacturer: "Micro Labs",
      unit: "strip" as const,
    };
    const gone = { id: "old-syrup", name: "Old Syrup", quantity: 2 };
    expect(listMessage([amlong, gone], "Ganga Pharma", en).split("\n").slice(1)).toEqual([
      "Amlong 5 Tablet (Micro Labs, strip of 15) — 30 strips",
      "Old Syrup — 2",
    ]);
    expect(listMessage([{ ...amlong, quantity: 1 }], "Ganga Pharma", en).split("\n")[1]).toBe(
      "Amlong 5 Tablet (Micro Labs, strip of 15) — 1 strip",
    );
    expect(listMessage([amlong], "Ganga Pharma", translatorFor("hi")).split("\n")[1]).toBe(
      "Amlong 5 Tablet (Micro Labs, strip of 15) — 30 स्ट्रिप",
    );
  });

  it("sends the order's notes after its lines as notes, never as lines, in the page's language", () => {
    const noted = addNote(list.slice(0, 1), "urgent please");
    if (!noted.ok) throw new Error("refused");
    const buyer = { shop: "", drugLicence: "", gstin: "", city: "Patna" };
    expect(
      listMessage([...noted.list].reverse(), "Ganga Pharma", en, buyer)
        .split("\n")
        .slice(1),
    ).toEqual(["Dolo 650 Tablet — 2", "", "Note: urgent please", "", "City: Patna"]);
    expect(listMessage(noted.list, "Ganga Pharma", translatorFor("hi")).split("\n").at(-1)).toBe("नोट: urgent please");
  });

  it("sends a free-text line as written, saying it is not in the catalogue, in the page's language", () => {
    const withNote: EnquiryList = [
      ...list.slice(0, 1),
      { id: freeTextId("Cold box & ice #2"), name: "Cold box & ice #2", quantity: 3, freeText: true },
    ];
    expect(listMessage(withNote, "Ganga Pharma", en).split("\n").slice(1)).toEqual([
      "Dolo 650 Tablet — 2",
      "Cold box & ice #2 — 3 (not in the catalogue)",
    ]);
    expect(listMessage(withNote, "Ganga Pharma", translatorFor("hi")).split("\n").at(-1)).toBe(
      "Cold box & ice #2 — 3 (कैटलॉग में नहीं)",
    );
    expect(textOf(shareLinks(withNote, settings, en).whatsapp!, "text")).toContain(
      "Cold box & ice #2 — 3 (not in the catalogue)",
    );
  });

  it("greets in Hindi from a Hindi page; the lines stay name — quantity", () => {
    const hi = translatorFor("hi");
    expect(listMessage(list, "Ganga Pharma", hi)).toBe(
      [
        "नमस्ते Ganga Pharma, कृपया इन दवाओं का दाम और उपलब्धता बताएँ:",
        "Dolo 650 Tablet — 2",
        "B & C #2 Syrup — 10",
        "पैरासिटामोल — 1",
      ].join("\n"),
    );
    const { email } = shareLinks(list, settings, hi);
    expect(new URL(email!.split("&body=")[0]!).searchParams.get("subject")).toBe("ऑर्डर लिस्ट");
  });
});

describe("the message of a stored order", () => {
  const order = { number: 42, address: "https://gangapharma.example/orders/AbCdEfGhIjKlMnOpQrStUvWxYz012345" };
  const medicines = (count: number, name = "Medicine number") =>
    Array.from({ length: count }, (_, at) => ({ id: `m${at}`, name: `${name} ${at + 1}`, quantity: at + 1 }));
  const buyer = { shop: "Sharma Medical Hall", drugLicence: "", gstin: "", city: "Patna" };

  it("carries every line of a short order, who is asking, then the reference with the page's address", () => {
    const { whatsapp, email } = orderLinks(list, settings, en, buyer, order);
    expect(textOf(whatsapp, "text").split("\n")).toEqual([
      "Hello Ganga Pharma, please send your price and availability for:",
      "Dolo 650 Tablet — 2",
      "B & C #2 Syrup — 10",
      "पैरासिटामोल — 1",
      "",
      "Shop or hospital name: Sharma Medical Hall",
      "City: Patna",
      "",
      `Order 42: ${order.address}`,
    ]);
    expect(new URL(email.split("&body=")[0]!).searchParams.get("subject")).toBe("Order 42: enquiry list");
    expect(decodeURIComponent(email.split("&body=")[1]!)).toBe(textOf(whatsapp, "text").replaceAll("\n", "\r\n"));
  });

  it("never refuses a long order: as many lines as fit, then how many more the page holds", () => {
    for (const count of [40, 500]) {
      const { whatsapp, email } = orderLinks(medicines(count, "Amoxycillin Clavulanate"), settings, en, buyer, order);
      for (const [href, parameter] of [
        [whatsapp, "text"],
        [email, "body"],
      ] as const) {
        expect(href.length).toBeLessThanOrEqual(MAX_SHARE_URL_LENGTH);
        const lines = textOf(href, parameter).split(/\r?\n/);
        const shown = lines.filter((line) => line.startsWith("Amoxycillin"));
        // The first lines in order, none skipped, and the rest counted.
        expect(shown).toEqual(
          listMessage(medicines(shown.length, "Amoxycillin Clavulanate"), "x", en).split("\n").slice(1),
        );
        expect(shown.length).toBeGreaterThan(10);
        expect(lines).toContain(`${count - shown.length} more lines: ${order.address}`);
        expect(lines.at(-1)).toBe(`Order 42: ${order.address}`);
      }
    }
  });

  it("shows the most lines that fit: one more would be too long", () => {
    const all = medicines(60);
    const { whatsapp } = orderLinks(all, settings, en, undefined, order);
    const shown = textOf(whatsapp, "text")
      .split("\n")
      .filter((line) => line.startsWith("Medicine number")).length;
    // What is left of the 2000 characters is less than the next line would take.
    const next = encodeURIComponent(`\n${all[shown]!.name} — ${shown + 1}`);
    expect(MAX_SHARE_URL_LENGTH - whatsapp.length).toBeLessThan(next.length);
  });

  it("says a single line left over in the singular, and in Hindi from a Hindi page", () => {
    const hi = translatorFor("hi");
    const count = 25;
    const hindiList = medicines(count, "पैरासिटामोल टैबलेट");
    const text = textOf(orderLinks(hindiList, settings, hi, undefined, order).whatsapp, "text");
    const shown = text.split("\n").filter((line) => line.startsWith("पैरासिटामोल")).length;
    expect(shown).toBeLessThan(count);
    expect(text).toContain(`${count - shown} लाइनें और: ${order.address}`);
    expect(text.split("\n").at(-1)).toBe(`ऑर्डर 42: ${order.address}`);

    // Twenty short lines and one far too long for the link: "1 more line".
    const oneTooLong = [...medicines(20), { id: "long", name: "Long ".repeat(300), quantity: 1 }];
    const cut = textOf(orderLinks(oneTooLong, settings, en, undefined, order).whatsapp, "text");
    expect(cut).toContain("Medicine number 20 — 20");
    expect(cut).toContain(`1 more line: ${order.address}`);
  });

  it("leaves who is asking to the order page when not even one line would fit beside it", () => {
    const long = { shop: "श".repeat(100), drugLicence: "ल".repeat(80), gstin: "", city: "प".repeat(60) };
    const { whatsapp } = orderLinks(medicines(5, "पैरासिटामोल टैबलेट"), settings, translatorFor("hi"), long, order);
    expect(whatsapp.length).toBeLessThanOrEqual(MAX_SHARE_URL_LENGTH);
    expect(textOf(whatsapp, "text")).toContain(`ऑर्डर 42: ${order.address}`);
  });
});
