/** How chemists write a quantity beside a name in a WhatsApp order (bench/order-lines.ts). */
import type { Medicine } from "~/catalogue/medicine/medicine";

// ---- How quantities are written ----

type Template = (name: string, quantity: number, position: number) => string;
const DEVANAGARI_DIGITS = "०१२३४५६७८९";
const devanagari = (value: number) => String(value).replace(/\d/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!);

const TEMPLATES: Record<string, Template> = {
  dash: (name, q) => `${name} - ${q}`,
  timesBefore: (name, q) => `${q} x ${name}`,
  timesAfter: (name, q) => `${name} x ${q}`,
  timesGlued: (name, q) => `${name} x${q}`,
  timesSign: (name, q) => `${name} × ${q}`,
  star: (name, q) => `${name}*${q}`,
  qty: (name, q) => `${name} qty ${q}`,
  qtyColon: (name, q) => `${name} Qty: ${q}`,
  nos: (name, q) => `${name} ${q} nos`,
  strips: (name, q) => `${name} ${q} strips`,
  box: (name, q) => `${name} - ${q} box`,
  colon: (name, q) => `${name}: ${q}`,
  numbered: (name, q, n) => `${n}) ${name} - ${q}`,
  numberedDot: (name, q, n) => `${n}. ${name} x ${q}`,
  bullet: (name, q) => `- ${name} ${q} pcs`,
  dot: (name, q) => `• ${name} (${q})`,
  leading: (name, q) => `${q} ${name}`,
  devanagariDigits: (name, q) => `${name} - ${devanagari(q)}`,
  none: (name) => name,
};
const TEMPLATE_NAMES = Object.keys(TEMPLATES);
const QUANTITIES = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 25, 30, 40, 50, 60, 100, 120, 200];

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** The unit the templates that write one name ("strips", "box"); "nos" and "pcs" count, they name none. */
const TEMPLATE_UNITS: Record<string, string> = { strips: "strip", box: "box" };

export function written(
  random: () => number,
  name: string,
  position: number,
): { line: string; quantity: number; unit?: string } {
  const template = pick(random, TEMPLATE_NAMES);
  const quantity = template === "none" ? 1 : pick(random, QUANTITIES);
  const unit = TEMPLATE_UNITS[template];
  return { line: TEMPLATES[template]!(name, quantity, position), quantity, ...(unit ? { unit } : {}) };
}

/** Templates for these kinds: the quantity before the name as often as after it, and bare after it. */
export const NAMED_TEMPLATES = ["timesBefore", "leading", "bare", "timesAfter", "dash", "qty", "bare", "timesBefore"];
const NAMED_QUANTITIES = [2, 3, 4, 5, 6, 10, 12, 15, 20, 25, 30, 50];

/**
 * A line written with the given template ("bare": the quantity right after the name, nothing
 * between; "bare:10": that quantity so).
 */
export function writtenAs(
  template: string,
  random: () => number,
  name: string,
  strengths: ReadonlySet<string>,
): { line: string; quantity: number; unit?: string } {
  if (template.startsWith("bare:")) {
    const quantity = Number(template.slice("bare:".length));
    return { line: `${name} ${quantity}`, quantity };
  }
  const quantity = pick(random, NAMED_QUANTITIES);
  // A bare number that is the medicine's one strength reads as that strength ("Teneblu 20"): not written so.
  if (template === "bare" && strengths.has(String(quantity))) return writtenAs("timesAfter", random, name, strengths);
  if (template === "bare") return { line: `${name} ${quantity}`, quantity };
  return { line: TEMPLATES[template]!(name, quantity, 0), quantity };
}

/**
 * Numbers a bare number after the name would be read as: those in the names of the medicines the
 * line may mean, and the strength of each of them that has one ingredient ("Teneblu 20" is
 * Teneligliptin 20 mg; a combination's brand carries no strength, so "Alerid D 10" is ten).
 */
export function strengthsOf(
  expected: string | null,
  among: readonly string[],
  medicines: readonly Medicine[],
): Set<string> {
  const of = (id: string) => medicines.find((candidate) => candidate.id === id);
  const numbers = new Set<string>();
  for (const medicine of [...among, ...(expected === null ? [] : [expected])].map(of)) {
    for (const number of medicine?.name.match(/\d+(?:\.\d+)?/g) ?? []) numbers.add(number);
    const single = medicine && /^[^+]*\((\d+(?:\.\d+)?)[a-z]*\)$/i.exec(medicine.genericName.trim());
    if (single) numbers.add(single[1]!);
  }
  return numbers;
}
