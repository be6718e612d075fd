/**
 * The order lines of the order-match benchmark (bench/order-match.ts): lines written as chemists
 * write WhatsApp orders, over the real 11.8k fixture, built by fixed rules over the catalogue's own
 * names and compositions, never from what the matcher returns. For each line, `expected` is the
 * medicine a rule over the data says the line names alone (null when none does: the buyer
 * chooses), `among` the medicines one of which must be offered, and `quantity` what was written.
 *
 *   tsx --tsconfig tsconfig.app.json bench/order-lines.ts --write   regenerates bench/order-lines.json
 *
 * Deterministic: medicines are sorted by id, then picked with PRNGs seeded by kind.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { seededRandom } from "../scripts/lib/random";
import { fixtureGviz, repoRoot } from "./lib/catalogues";
import { catalogueFromGviz } from "~/catalogue/import/import";
import type { Medicine } from "~/catalogue/medicine/medicine";

export const ORDER_LINE_KINDS = [
  "exact",
  "exact-form",
  "brand",
  "ambiguous",
  "generic",
  "devanagari",
  "absent",
  "note",
  "family-exact",
  "family-equal",
  "suffix",
  "patient",
] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

export type OrderLineCase = {
  id: string;
  kind: OrderLineKind;
  line: string;
  quantity: number;
  /** The medicine the line names alone; null when none does. */
  expected: string | null;
  /** Medicines one of which must be among the candidates (the buyer's choices); empty for none. */
  among: string[];
  rule: string;
};

export const ORDER_LINES_PATH = path.join(repoRoot, "bench", "order-lines.json");

export function loadOrderLines(): OrderLineCase[] {
  return JSON.parse(readFileSync(ORDER_LINES_PATH, "utf8")) as OrderLineCase[];
}

// ---- Reading names by fixed rules (independent of the app's search and matcher) ----

/** The sheet's form words: left out of a line, or written as their abbreviation. */
const FORM_OF: Record<string, string> = {
  tablet: "tab",
  tablets: "tab",
  capsule: "cap",
  capsules: "cap",
  syrup: "syp",
  suspension: "syp",
  injection: "inj",
  cream: "cream",
  gel: "gel",
  ointment: "oint",
  drops: "drops",
  drop: "drops",
  lotion: "lotion",
  solution: "solution",
  powder: "powder",
  sachet: "sachet",
  inhaler: "inhaler",
  spray: "spray",
  respules: "respules",
  infusion: "infusion",
  liquid: "liquid",
  oral: "",
  eye: "",
  ear: "",
  nasal: "",
};
const UNITS = new Set(["mg", "mcg", "g", "gm", "ml", "iu", "kg"]);

/** A name's words and numbers in order, lower case, hyphens as spaces, form words apart. */
function wordsOf(name: string): { words: string[]; form: string | null } {
  const words: string[] = [];
  let form: string | null = null;
  for (const part of name.toLowerCase().match(/\d+(?:\.\d+)?|[a-z]+/g) ?? []) {
    if (part in FORM_OF) {
      form ??= FORM_OF[part] || null;
      continue;
    }
    words.push(part);
  }
  return { words, form };
}

/** The key two lines share when they read alike: words, numbers without their units. */
const keyOf = (words: readonly string[]) => words.filter((word) => !UNITS.has(word)).join(" ");

const compositionWords = (medicine: Medicine) => new Set(medicine.genericName.toLowerCase().match(/[a-z]+/g) ?? []);

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

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function written(random: () => number, name: string, position: number): { line: string; quantity: number } {
  const template = pick(random, TEMPLATE_NAMES);
  const quantity = template === "none" ? 1 : pick(random, QUANTITIES);
  return { line: TEMPLATES[template]!(name, quantity, position), quantity };
}

/** Templates for these kinds: the quantity before the name as often as after it, and bare after it. */
const NAMED_TEMPLATES = ["timesBefore", "leading", "bare", "timesAfter", "dash", "qty", "bare", "timesBefore"];
const NAMED_QUANTITIES = [2, 3, 4, 5, 6, 10, 12, 15, 20, 25, 30, 50];

/**
 * A line written with the given template ("bare": the quantity right after the name, nothing
 * between; "bare:10": that quantity so).
 */
function writtenAs(
  template: string,
  random: () => number,
  name: string,
  strengths: ReadonlySet<string>,
): { line: string; quantity: number } {
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
function strengthsOf(expected: string | null, among: readonly string[], medicines: readonly Medicine[]): Set<string> {
  const of = (id: string) => medicines.find((candidate) => candidate.id === id);
  const numbers = new Set<string>();
  for (const medicine of [...among, ...(expected === null ? [] : [expected])].map(of)) {
    for (const number of medicine?.name.match(/\d+(?:\.\d+)?/g) ?? []) numbers.add(number);
    const single = medicine && /^[^+]*\((\d+(?:\.\d+)?)[a-z]*\)$/i.exec(medicine.genericName.trim());
    if (single) numbers.add(single[1]!);
  }
  return numbers;
}

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
    const { line, quantity } = template
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
    const plain = only[0] === word && only.slice(1).every((part) => /^\d/.test(part) || UNITS.has(part));
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
  return cases;
}

// ---- Decision 48: exact names before longer ones, suffixes, patient words (appended, so the lines above stay) ----

/** Words of a form that FORM_OF lacks: "Chewable Tablet", "Expectorant". */
const FORM_VARIANTS = ["chewable", "dispersible", "effervescent", "expectorant"];
/**
 * Read as form words by these kinds: marks of a tablet's kind written after the form ("Tablet DT",
 * "Tablet MD"), and the rotacap, an inhaler's capsule ("Tiova Rotacap" is Tiova in another form).
 */
const FORM_MARKS = new Set(["dt", "md", "rotacap", "rotacaps", ...FORM_VARIANTS]);
/** Words that name who the medicine is for: a different medicine from the adult one ("Kid", "Junior"). */
const PATIENT_WORDS = new Set([
  "kid",
  "kids",
  "junior",
  "jr",
  "paed",
  "paediatric",
  "pediatric",
  "infant",
  "child",
  "children",
]);
/** One- or two-letter words that are not a brand's suffix: units and the "x" of a quantity. */
const NOT_SUFFIXES = new Set(["x", "g", "l", "k", "mg", "ml", "gm", "iu", "kg"]);

type Read = { medicine: Medicine; words: string[]; form: string | null };
type Add = (
  kind: OrderLineKind,
  name: string,
  expected: string | null,
  among: string[],
  rule: string,
  random: () => number,
  template?: string,
) => void;

/** A name's words without its form words and form marks ("Montair LC Kid Tablet DT" → montair lc kid). */
const coreWords = ({ words }: Read) => words.filter((word) => !FORM_MARKS.has(word));
const startsWith = (words: readonly string[], start: readonly string[]) =>
  start.every((word, at) => words[at] === word);
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

function addNamedLines(
  read: readonly Read[],
  byFirstWord: ReadonlyMap<string, Medicine[]>,
  add: Add,
  used: Set<string>,
): void {
  const compositionOf = new Map(read.map((entry) => [entry.medicine.id, compositionWords(entry.medicine)]));
  const isCompositionWord = (word: string) => [...compositionOf.values()].some((words) => words.has(word));
  const fresh = (entries: readonly Read[]) => entries.every((entry) => !used.has(entry.medicine.id));
  const take = (entries: readonly Read[]) => entries.forEach((entry) => used.add(entry.medicine.id));
  const readOf = new Map(read.map((entry) => [entry.medicine.id, entry]));
  const ids = (entries: readonly Read[]) => entries.map((entry) => entry.medicine.id);

  // 1. A brand whose exact name is one medicine while others of the brand add a word
  // ("Brandname" against "Brandname Cold" and "Brandname-L"); when two medicines are named
  // exactly so (a tablet and a syrup) or one adds only a strength, they answer the line equally.
  const familyRandom = seededRandom("order-lines", "family");
  let exact = 0;
  let equal = 0;
  const brands = [...byFirstWord.keys()].sort();
  for (let tries = 0; tries < 20000 && (exact < 22 || equal < 8); tries++) {
    const brand = pick(familyRandom, brands);
    if (brand.length < 4 || isCompositionWord(brand)) continue;
    const family = byFirstWord.get(brand)!.map((medicine) => readOf.get(medicine.id)!);
    if (family.length < 2 || !fresh(family)) continue;
    const named = family.filter((entry) => coreWords(entry).join(" ") === brand);
    const strengthOnly = family.filter((entry) => {
      const words = coreWords(entry);
      return (
        words[0] === brand && words.length > 1 && words.slice(1).every((word) => /^\d/.test(word) || UNITS.has(word))
      );
    });
    const addsAWord = family.filter((entry) => !named.includes(entry) && !strengthOnly.includes(entry));
    if (named.length === 1 && strengthOnly.length === 0 && addsAWord.length > 0 && exact < 22) {
      exact += 1;
      take(family);
      const rule = `the brand's exact name; ${addsAWord.length} of the brand add a word`;
      add(
        "family-exact",
        capitalised(brand),
        named[0]!.medicine.id,
        ids(named),
        rule,
        familyRandom,
        pick(familyRandom, NAMED_TEMPLATES),
      );
    } else if (named.length + strengthOnly.length >= 2 && named.length >= 1 && equal < 8) {
      equal += 1;
      take(family);
      const rule = `${named.length + strengthOnly.length} medicines answer the brand alone`;
      add(
        "family-equal",
        capitalised(brand),
        null,
        ids([...named, ...strengthOnly]),
        rule,
        familyRandom,
        pick(familyRandom, NAMED_TEMPLATES),
      );
    }
  }

  // 2. A brand with a one- or two-letter suffix ("Brand-D", "Brand-XY"), the quantity right after
  // it: the one medicine named exactly so, when none of its family adds only a strength to it.
  const suffixRandom = seededRandom("order-lines", "suffix");
  const suffixed = read.filter((entry) => {
    const words = coreWords(entry);
    return (
      words.length === 2 &&
      /^[a-z]{3,}$/.test(words[0]!) &&
      /^[a-z]{1,2}$/.test(words[1]!) &&
      !NOT_SUFFIXES.has(words[1]!) &&
      !isCompositionWord(words[0]!) &&
      /^[A-Za-z]+[- ][A-Za-z]{1,2}\b/.test(entry.medicine.name)
    );
  });
  let suffixes = 0;
  for (let tries = 0; tries < 20000 && suffixes < 26; tries++) {
    const entry = pick(suffixRandom, suffixed);
    const [brand, suffix] = coreWords(entry) as [string, string];
    const sameStart = read.filter((other) => startsWith(coreWords(other), [brand, suffix]));
    const run = brand + suffix;
    const equalOnes = sameStart.filter((other) =>
      coreWords(other)
        .slice(2)
        .every((word) => /^\d/.test(word) || UNITS.has(word)),
    );
    const runTogether = read.filter((other) => coreWords(other)[0] === run);
    if (equalOnes.length !== 1 || runTogether.length > 0 || !fresh(sameStart)) continue;
    take(sameStart);
    suffixes += 1;
    const upper = suffixRandom() < 0.6 ? suffix.toUpperCase() : suffix;
    const name = `${capitalised(brand)} ${upper}`;
    const rule = `the one medicine named "${entry.medicine.name}"; ${sameStart.length - 1} of the brand add a word`;
    // Every third line orders as many as one ingredient's strength of the combination, bare after
    // the name ("Alerid D 10": phenylephrine 10 mg): a combination's brand carries no strength.
    const ingredient = entry.medicine.genericName.includes("+")
      ? (entry.medicine.genericName.match(/\((\d+)(?:mg|mcg)\)/g) ?? [])
          .map((strength) => Number(/\d+/.exec(strength)![0]))
          .find((value) => value >= 2 && value <= 100)
      : undefined;
    const template =
      suffixes % 3 === 0 && ingredient !== undefined ? `bare:${ingredient}` : pick(suffixRandom, NAMED_TEMPLATES);
    add("suffix", name, entry.medicine.id, [entry.medicine.id], rule, suffixRandom, template);
  }

  // 3. A name with a patient word ("Kid", "Junior", "Paed"), its form abbreviated: the one medicine
  // with those words and that form ("Brand AB kid tab 6" → "Brand AB Kid Tablet DT").
  const patientRandom = seededRandom("order-lines", "patient");
  const patients = read.filter((entry) => {
    const words = coreWords(entry);
    return (
      entry.form !== null &&
      words.length >= 2 &&
      words.length <= 4 &&
      // The patient word last or before the strength only ("Althrocin Kid 125 Mg"), not before a flavour.
      words.some(
        (word, at) =>
          PATIENT_WORDS.has(word) && words.slice(at + 1).every((after) => /^\d/.test(after) || UNITS.has(after)),
      ) &&
      !isCompositionWord(words[0]!)
    );
  });
  let patient = 0;
  for (let tries = 0; tries < 20000 && patient < 14; tries++) {
    const entry = pick(patientRandom, patients);
    const words = coreWords(entry);
    const sameWords = read.filter((other) => startsWith(coreWords(other), words) && other.form === entry.form);
    if (sameWords.length !== 1 || !fresh([entry])) continue;
    take([entry]);
    patient += 1;
    const name = `${words.map(capitalised).join(" ")} ${entry.form}`;
    add(
      "patient",
      name,
      entry.medicine.id,
      [entry.medicine.id],
      `the one ${entry.form} named so`,
      patientRandom,
      pick(patientRandom, NAMED_TEMPLATES),
    );
  }
}

async function write(): Promise<void> {
  const { medicines } = catalogueFromGviz(fixtureGviz());
  const cases = buildOrderLines(medicines);
  const options = (await prettier.resolveConfig(ORDER_LINES_PATH)) ?? {};
  writeFileSync(
    ORDER_LINES_PATH,
    await prettier.format(JSON.stringify(cases), { ...options, filepath: ORDER_LINES_PATH }),
  );
  const byKind = Object.fromEntries(
    ORDER_LINE_KINDS.map((kind) => [kind, cases.filter((entry) => entry.kind === kind).length]),
  );
  console.log(`${cases.length} order lines written to ${path.relative(process.cwd(), ORDER_LINES_PATH)}`, byKind);
}

if (process.argv.includes("--write")) await write();
