/** The order-line cases over the catalogue, kind by kind (bench/order-lines.ts). */
import type { Medicine } from "~/catalogue/medicine/medicine";
import { seededRandom } from "../../scripts/lib/random";
import { addNamedLines } from "./named";
import { compositionWords, keyOf, RELEASE, UNITS, wordsOf } from "./reading";
import { type OrderLineCase, type OrderLineKind } from "./types";
import { pick, strengthsOf, written, writtenAs } from "./written";
import { addLinesInUnits } from "./written-in-units";

// ---- The cases ----

/** Brands the trade orders every day that this catalogue does not list (checked below). */
const ABSENT = [
  "Dolo 650",
  "Calpol 500",
  "Combiflam",
  "Shelcal 500",
  "Zifi 200",
  "Udiliv 300",
  "Thyronorm 50",
  "Razo D",
  "Nexpro 40",
  "Becosules",
  "Limcee",
  "Zincovit",
  "Evion 400",
  "Cremaffin",
  "Digene",
  "Saridon",
  "Meftal Spas",
  "Vomikind 4",
  "Zerodol SP",
  "Hifenac P",
];

const NOTES = [
  "Please send by evening",
  "URGENT",
  "Bill in the name of Sharma Medical Hall",
  "Total 25 items",
  "Call before delivery",
  "send expiry above 6 months only",
  "Rest same as last order",
  "Thanks",
  "payment by UPI on delivery",
  "Kal tak bhej dena",
];

/** Devanagari brand lines and the Latin name each is written for. */
const DEVANAGARI: [string, string][] = [
  ["एज़ी 500", "Azee 500"],
  ["टेल्मा 40", "Telma 40"],
  ["ओकामेट", "Okamet"],
  ["इकोस्प्रिन 150", "Ecosprin 150"],
  ["रेबेकाइंड 20", "Rabekind 20"],
  ["एलेग्रा 120", "Allegra 120"],
  ["अज़िथ्रल 500", "Azithral 500"],
  ["मोंटेयर एलसी", "Montair LC"],
];

export function buildOrderLines(medicines: readonly Medicine[]): OrderLineCase[] {
  const sorted = [...medicines].sort((a, b) => Number(a.id) - Number(b.id) || (a.id < b.id ? -1 : 1));
  const read = sorted.map((medicine) => ({ medicine, ...wordsOf(medicine.name) }));
  const byKey = new Map<string, Medicine[]>();
  const byKeyAndForm = new Map<string, Medicine[]>();
  const byFirstWord = new Map<string, Medicine[]>();
  for (const { medicine, words, form } of read) {
    const key = keyOf(words);
    byKey.set(key, [...(byKey.get(key) ?? []), medicine]);
    byKeyAndForm.set(`${key}|${form}`, [...(byKeyAndForm.get(`${key}|${form}`) ?? []), medicine]);
    const first = medicine.name.toLowerCase().match(/[a-z]+/)?.[0] ?? "";
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), medicine]);
  }
  const ids = (list: readonly Medicine[]) => list.map((medicine) => medicine.id);
  const cases: OrderLineCase[] = [];
  let position = 0;
  const add = (
    kind: OrderLineKind,
    name: string,
    expected: string | null,
    among: string[],
    rule: string,
    random: () => number,
    template?: string,
  ) => {
    position += 1;
    const { line, quantity, unit } = template
      ? writtenAs(template, random, name, strengthsOf(expected, among, sorted))
      : written(random, name, position);
    cases.push({
      id: `${kind}-${String(cases.length + 1).padStart(3, "0")}`,
      kind,
      line,
      quantity,
      expected,
      among,
      rule,
      ...(unit ? { unit } : {}),
    });
  };

  // A brand with its strength (and its other words), written as the name without its form words.
  const eligible = read.filter(({ medicine, words }) => {
    if (!/^[A-Za-z][A-Za-z-]{2,}[ -]/.test(medicine.name) || /[(+/&%,]/.test(medicine.name)) return false;
    if (words.length < 2 || words.length > 4 || !words.some((word) => /^\d/.test(word))) return false;
    return !compositionWords(medicine).has(words[0]!);
  });
  const exactRandom = seededRandom("order-lines", "exact");
  let exact = 0;
  let ambiguous = 0;
  for (let tries = 0; tries < 5000 && (exact < 66 || ambiguous < 24); tries++) {
    const { medicine, words, form } = pick(exactRandom, eligible);
    const withForm = form !== null && exactRandom() < 0.35;
    const sameKey = withForm ? byKeyAndForm.get(`${keyOf(words)}|${form}`)! : byKey.get(keyOf(words))!;
    // Units are written or not, as buyers do ("Allegra 120", "Allegra 120mg").
    const shown = words.filter((word) => exactRandom() < 0.5 || !UNITS.has(word));
    // A unit kept is written against its number ("120mg").
    let name = shown.reduce(
      (text, word) => (text && UNITS.has(word) && /\d$/.test(text) ? text + word : text ? `${text} ${word}` : word),
      "",
    );
    if (exactRandom() < 0.5) name = name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
    if (withForm) name = exactRandom() < 0.5 ? `${form} ${name}` : `${name} ${form}`;
    if (cases.some((existing) => existing.among.includes(medicine.id))) continue;
    if (sameKey.length === 1 && exact < 66) {
      exact += 1;
      add(
        withForm ? "exact-form" : "exact",
        name,
        medicine.id,
        [medicine.id],
        "the only medicine named so",
        exactRandom,
      );
    } else if (sameKey.length > 1 && ambiguous < 24) {
      ambiguous += 1;
      add("ambiguous", name, null, ids(sameKey), `${sameKey.length} medicines named so`, exactRandom);
    }
  }

  // A brand alone: the brand's only medicine, or several to choose from.
  const brandRandom = seededRandom("order-lines", "brand");
  const brands = [...byFirstWord].filter(
    ([word, list]) => word.length >= 4 && !list.some((medicine) => compositionWords(medicine).has(word)),
  );
  let alone = 0;
  let family = 0;
  for (let tries = 0; tries < 5000 && (alone < 15 || family < 10); tries++) {
    const [word, list] = pick(brandRandom, brands);
    const brand = word[0]!.toUpperCase() + word.slice(1);
    if (cases.some((existing) => existing.line.toLowerCase().includes(word))) continue;
    // The brand's only medicine is named by the brand, a strength and form words ("Okamet 500
    // Tablet"); one with another word ("Jubiflam Plus") is a variant the buyer did not name.
    const only = list.length === 1 ? wordsOf(list[0]!.name).words : [];
    // A release word is no other word ("Pan-D Capsule PR" is Pan D's only medicine: decision 64).
    const plain =
      only[0] === word && only.slice(1).every((part) => /^\d/.test(part) || UNITS.has(part) || RELEASE.has(part));
    if (plain && alone < 15) {
      alone += 1;
      add("brand", brand, list[0]!.id, [list[0]!.id], "the brand's only medicine", brandRandom);
    } else if ((list.length > 1 || (only[0] === word && only.length > 1)) && family < 10) {
      family += 1;
      const rule = list.length > 1 ? `${list.length} medicines of the brand` : "the brand's only medicine is a variant";
      add("ambiguous", brand, null, ids(list), rule, brandRandom);
    }
  }

  // A composition of one ingredient with its strength: the buyer chooses the brand.
  const genericRandom = seededRandom("order-lines", "generic");
  const generics = new Map<string, Medicine[]>();
  for (const medicine of sorted) {
    const single = /^([A-Z][a-z]+) \((\d+(?:\.\d+)?)(mg|mcg|gm|ml)\)$/.exec(medicine.genericName.trim());
    if (single)
      generics.set(`${single[1]} ${single[2]}`, [...(generics.get(`${single[1]} ${single[2]}`) ?? []), medicine]);
  }
  const genericNames = [...generics.keys()].filter((name) => generics.get(name)!.length >= 2);
  for (let count = 0; count < 24; count++) {
    const name = pick(genericRandom, genericNames);
    if (cases.some((existing) => existing.line.includes(name))) continue;
    add(
      "generic",
      name,
      null,
      ids(generics.get(name)!),
      "a composition: the brand is the buyer's choice",
      genericRandom,
    );
  }

  // Written in Devanagari (digits Latin, the quantity sometimes in Devanagari digits).
  const devanagariRandom = seededRandom("order-lines", "devanagari");
  for (const [line, latin] of DEVANAGARI) {
    const { words } = wordsOf(latin);
    const named = byKey.get(keyOf(words)) ?? [];
    const first = words[0]!;
    const brand = words.length === 1 ? (byFirstWord.get(first) ?? []) : [];
    const expected = named.length === 1 ? named[0]! : brand.length === 1 ? brand[0]! : null;
    const among = ids(named.length > 0 ? named : brand);
    if (among.length === 0) continue;
    add("devanagari", line, expected?.id ?? null, among, `written for "${latin}"`, devanagariRandom);
  }

  // Not in the catalogue: no medicine's name has every word of the line.
  const absentRandom = seededRandom("order-lines", "absent");
  for (const name of ABSENT) {
    const { words } = wordsOf(name);
    const listed = read.some((entry) => words.every((word) => entry.words.includes(word)));
    if (!listed) add("absent", name, null, [], "no medicine's name has every word", absentRandom);
  }

  // Notes that travel with the order.
  for (const note of NOTES) {
    position += 1;
    cases.push({
      id: `note-${String(cases.length + 1).padStart(3, "0")}`,
      kind: "note",
      line: note,
      quantity: 1,
      expected: null,
      among: [],
      rule: "a note",
    });
  }

  addNamedLines(read, byFirstWord, add, new Set(cases.flatMap((entry) => entry.among)));

  // Decision 64: an exact line again with its quantity in a unit, English or Hindi ("2 box Azee 500").
  const exactLines = cases.filter((entry) => entry.kind === "exact");
  UNIT_WORDS.forEach(([word, unit], index) => {
    const entry = exactLines[index * 3];
    const medicine = sorted.find((candidate) => candidate.id === entry?.expected);
    if (!entry || !medicine) return;
    // The medicine's name without its form words, as the exact line names it.
    const name = wordsOf(medicine.name).words.join(" ");
    const quantity = (index % 5) + 2;
    cases.push({
      id: `unit-${String(cases.length + 1).padStart(3, "0")}`,
      kind: "unit",
      line: index % 2 === 0 ? `${quantity} ${word} ${name}` : `${name} - ${quantity} ${word}`,
      quantity,
      expected: entry.expected,
      among: entry.among,
      rule: `${entry.rule}, ${quantity} ${unit}`,
      unit,
    });
  });

  // Decision 64: a list's first line naming the buyer or greeting is the order's note.
  for (const heading of HEADINGS) {
    cases.push({
      id: `heading-${String(cases.length + 1).padStart(3, "0")}`,
      kind: "heading",
      line: heading,
      quantity: 1,
      expected: null,
      among: [],
      rule: "the list's heading",
    });
  }
  addLinesInUnits(cases, sorted);
  return cases;
}

/** Unit words as chemists write them after or before a quantity, and the unit each names. */
const UNIT_WORDS: [string, string][] = [
  ["box", "box"],
  ["डिब्बा", "box"],
  ["bottle", "bottle"],
  ["पत्ते", "strip"],
  ["strips", "strip"],
  ["tube", "tube"],
  ["शीशी", "bottle"],
  ["vials", "vial"],
  ["pack", "pack"],
  ["बोतल", "bottle"],
  ["stp", "strip"],
  ["ट्यूब", "tube"],
];

/** First lines of pasted lists that head the order rather than name a medicine. */
const HEADINGS = [
  "Ganga pharma order - Shree Ram Medical, Patna",
  "Order from Shree Ram Medical, Patna",
  "Hello sir, please send",
  "Hi Gupta ji",
  "नमस्ते सर",
  "Order - Maa Durga Medical Hall, Danapur",
];
