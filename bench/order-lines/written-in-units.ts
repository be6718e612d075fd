/**
 * Decision 64's further order lines (bench/order-lines.ts), appended so that the lines before stay:
 * quantities in a unit on syrups and tablets as well, the quantity after a name that ends in a
 * number ("Emeset 4 - 10", "pan d x 5"), and more headings of a pasted list.
 */
import type { Medicine } from "~/catalogue/medicine/medicine";
import { compositionWords, keyOf, UNITS, wordsOf } from "./reading";
import { type OrderLineCase } from "./types";

/** Unit words, and the unit each names, written on lines of medicines of each form. */
const UNITS_BY_FORM: Record<string, [string, string][]> = {
  syp: [
    ["bottle", "bottle"],
    ["bottles", "bottle"],
    ["btl", "bottle"],
    ["शीशी", "bottle"],
  ],
  tab: [
    ["strip", "strip"],
    ["boxes", "box"],
    ["पत्ता", "strip"],
    ["डिब्बे", "box"],
  ],
};

/** Ways a quantity follows a name that ends in a number, as WhatsApp orders write them. */
const AFTER_A_NUMBER: ((name: string, quantity: number) => string)[] = [
  (name, q) => `${name} - ${q}`,
  (name, q) => `${name} x ${q}`,
  (name, q) => `${name.toLowerCase()} x${q}`,
  (name, q) => `${name} * ${q}`,
];
const QUANTITIES = [10, 5, 2, 20, 3, 15, 6, 12];

/** First lines of pasted lists that head the order: greetings and buyers, in English, Hinglish and Hindi. */
const MORE_HEADINGS = [
  "Good morning sir",
  "Namaste bhaiya",
  "Jai Mata Di Medical Store, Bailey Road",
  "Order list - New Life Pharmacy, Boring Road",
  "राधे मेडिकल हॉल - ऑर्डर",
  "Gupta Medicos order",
];

const capitalised = (name: string) => name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

export function addLinesInUnits(cases: OrderLineCase[], medicines: readonly Medicine[]): void {
  const byId = new Map(medicines.map((medicine) => [medicine.id, medicine]));
  const push = (entry: Omit<OrderLineCase, "id">) =>
    cases.push({ id: `${entry.kind}-${String(cases.length + 1).padStart(3, "0")}`, ...entry });
  const exactLines = cases.filter((entry) => entry.kind === "exact" || entry.kind === "exact-form");
  const named = exactLines.flatMap((entry) => {
    const medicine = byId.get(entry.expected ?? "");
    return medicine ? [{ entry, medicine, ...wordsOf(medicine.name) }] : [];
  });

  // A syrup in bottles, a tablet in strips or boxes: the unit words of its form. A syrup is the
  // one medicine its words name (exact lines have a strength, syrups seldom do).
  const keys = new Map<string, number>();
  for (const medicine of medicines) {
    const key = keyOf(wordsOf(medicine.name).words);
    keys.set(key, (keys.get(key) ?? 0) + 1);
  }
  const syrups = medicines
    .map((medicine) => ({ medicine, ...wordsOf(medicine.name) }))
    .filter(
      ({ medicine, words, form }) =>
        form === "syp" &&
        words.length >= 1 &&
        words.length <= 3 &&
        (words[0] ?? "").length >= 4 &&
        !compositionWords(medicine).has(words[0]!) &&
        keys.get(keyOf(words)) === 1 &&
        !words.some((word) => UNITS.has(word)),
    )
    .filter((_, index) => index % 37 === 5)
    .map((line) => ({
      ...line,
      entry: { expected: line.medicine.id, among: [line.medicine.id], rule: "the only medicine named so" },
    }));
  for (const [form, units] of Object.entries(UNITS_BY_FORM)) {
    const ofForm = form === "syp" ? syrups : named.filter((line) => line.form === form);
    units.forEach(([word, unit], index) => {
      const line = ofForm[index * 2 + 1];
      if (!line) return;
      const name = line.words.join(" ");
      const quantity = (index % 4) + 2;
      push({
        kind: "unit",
        line: index % 2 === 0 ? `${name} ${quantity} ${word}` : `${quantity} ${word} ${capitalised(name)}`,
        quantity,
        expected: line.entry.expected,
        among: line.entry.among,
        rule: `${line.entry.rule}, ${quantity} ${unit}`,
        unit,
      });
    });
  }

  // A name that ends in a number, the quantity after a dash, an "x" or a star.
  const endsInNumber = named.filter((line) => /^\d+(?:\.\d+)?$/.test(line.words.at(-1) ?? ""));
  const suffixes = cases.filter((entry) => entry.kind === "suffix");
  const picked = [
    ...endsInNumber.filter((_, index) => index % 4 === 2).slice(0, 8),
    ...suffixes.filter((_, index) => index % 5 === 1).slice(0, 4),
  ];
  picked.forEach((line, index) => {
    const entry = "entry" in line ? line.entry : line;
    const medicine = byId.get(entry.expected ?? "");
    if (!medicine) return;
    // The name as the exact line or the suffix line names it ("Azee 500", "Pan D").
    const words = "entry" in line ? line.words : wordsOf(medicine.name).words.slice(0, 2);
    const name = capitalised(words.join(" "));
    const quantity = QUANTITIES[index % QUANTITIES.length]!;
    push({
      kind: "quantity-form",
      line: AFTER_A_NUMBER[index % AFTER_A_NUMBER.length]!(name, quantity),
      quantity,
      expected: entry.expected,
      among: entry.among,
      rule: `${entry.rule}, the quantity after the name's last word`,
    });
  });

  for (const heading of MORE_HEADINGS) {
    push({ kind: "heading", line: heading, quantity: 1, expected: null, among: [], rule: "the list's heading" });
  }
}
