/**
 * The query set of the search-quality benchmark (bench/search.ts), built from the catalogues'
 * data by fixed rules, never from what the search returns. For every query, `relevant` lists the
 * ids of every medicine a rule over the data counts as a right answer, and `firstRight` (ranking
 * and brand kinds) the ids acceptable as the first result.
 *
 *   tsx --tsconfig tsconfig.app.json bench/search-queries.ts --write   regenerates bench/search-queries.json
 *
 * Deterministic: candidates are sorted, then picked with PRNGs seeded by catalogue and kind.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import prettier from "prettier";
import { seededRandom } from "../scripts/lib/random";
import { SAMPLE_PATH, fixtureGviz, repoRoot } from "./lib/catalogues";
import { catalogueFromGviz } from "~/catalogue/import/import";
import type { Medicine } from "~/catalogue/medicine/medicine";

export const SEARCH_CATALOGUES = ["real-11.8k", "sample"] as const;
export type SearchCatalogue = (typeof SEARCH_CATALOGUES)[number];

export const QUERY_KINDS = [
  "brand",
  "brand-strength",
  "generic",
  "generic-strength",
  "unit",
  "spelling",
  "typo",
  "combination",
  "form",
  "manufacturer",
  "ranking",
  "separator",
  "salt",
  "anion",
  "abbreviation",
  "oral-liquid",
  "short-word",
  "two-word-brand",
  "nonsense",
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export type SearchQuery = {
  id: string;
  kind: QueryKind;
  catalogue: SearchCatalogue;
  query: string;
  /** Ids of every medicine that counts as a right answer; empty for nonsense. */
  relevant: string[];
  /** Ids acceptable as the first result, when narrower than `relevant`. */
  firstRight?: string[];
  /** What counts as right, in one line. */
  rule: string;
};

/** The fields the rules read. */
export type JudgedMedicine = Pick<Medicine, "id" | "name" | "genericName" | "brand" | "manufacturer" | "form">;
export type SearchCatalogues = Record<SearchCatalogue, readonly JudgedMedicine[]>;

export const QUERIES_PATH = path.join(repoRoot, "bench", "search-queries.json");

export function loadSearchCatalogues(): Record<SearchCatalogue, Medicine[]> {
  return {
    "real-11.8k": catalogueFromGviz(fixtureGviz()).medicines,
    sample: catalogueFromGviz(readFileSync(SAMPLE_PATH, "utf8")).medicines,
  };
}

// ---------------------------------------------------------------------------------------------
// Words, spellings, strengths

/**
 * Lower-case words of a text: letters and digits, split at every other character and where
 * letters meet digits ("Azee-500" and "azee500" are both azee, 500); decimals stay whole ("0.5").
 */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/(?<!\d)\.|\.(?!\d)/g, " ")
    .split(/[^a-z0-9.]+|(?<=[a-z])(?=[0-9])|(?<=[0-9.])(?=[a-z])/)
    .filter(Boolean);
}

/** Spelling variants of the same molecule or salt: [other spelling, spelling used in Indian data]. */
export const SPELLINGS: readonly (readonly [string, string])[] = [
  ["amoxicillin", "amoxycillin"],
  ["cephalexin", "cefalexin"],
  ["acetaminophen", "paracetamol"],
  ["albuterol", "salbutamol"],
  ["sulfate", "sulphate"],
];
const CANONICAL = new Map(SPELLINGS.map(([other, indian]) => [other, indian]));
const OTHER = new Map(SPELLINGS.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]));

/** One spelling for every variant, so "amoxicillin" and "amoxycillin" compare equal. */
export const canonicalWord = (word: string): string => CANONICAL.get(word) ?? word;
export const otherSpelling = (word: string): string | undefined => OTHER.get(word);

/** A strength as written in a composition or typed: `amount` in the base unit (mg for masses). */
export type Strength = { amount: number; unit: string; written: number };

const UNITS: Record<string, { unit: string; factor: number }> = {
  mg: { unit: "mg", factor: 1 },
  g: { unit: "mg", factor: 1000 },
  gm: { unit: "mg", factor: 1000 },
  gms: { unit: "mg", factor: 1000 },
  mcg: { unit: "mg", factor: 0.001 },
  µg: { unit: "mg", factor: 0.001 },
  ug: { unit: "mg", factor: 0.001 },
  iu: { unit: "iu", factor: 1 },
  "%": { unit: "%", factor: 1 },
  ml: { unit: "ml", factor: 1 },
};

/** "500mg" → 500 mg; "1g" and "1 gm" → 1000 mg; "100mcg" → 0.1 mg; "30mg/5ml" → 30 mg; "650" → 650 (no unit). */
export function parseStrength(text: string): Strength | undefined {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*([a-zµ%]*)/i.exec(text);
  if (!match) return undefined;
  const written = Number(match[1]);
  const unitText = match[2]!.toLowerCase();
  const known = UNITS[unitText];
  if (known) return { amount: round(written * known.factor), unit: known.unit, written };
  return { amount: written, unit: unitText, written };
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;
const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * Whether an ingredient's strength is what the query asked for. With a unit ("1g", "40 mg") the
 * amounts must be equal after conversion; a bare number ("650") must equal the number as written
 * or the amount in mg. Never a prefix: 500 does not match 5000.
 */
export function strengthMatches(ingredient: Strength | undefined, asked: string): boolean {
  const query = parseStrength(asked);
  if (!ingredient || !query) return false;
  if (query.unit === "")
    return (
      same(ingredient.written, query.written) || (ingredient.unit === "mg" && same(ingredient.amount, query.written))
    );
  return ingredient.unit === query.unit && same(ingredient.amount, query.amount);
}

export type Ingredient = { name: string; words: string[]; strength?: Strength; strengthText?: string };

const ingredientCache = new Map<string, Ingredient[]>();

/** "Amoxycillin (500mg) + Clavulanic Acid (125mg)" → amoxycillin 500 mg, clavulanic acid 125 mg. */
export function ingredientsOf(genericName: string): Ingredient[] {
  let cached = ingredientCache.get(genericName);
  if (cached) return cached;
  cached = genericName
    .split(/\s+\+\s+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(part);
      const name = (match ? match[1]! : part).trim().toLowerCase();
      const strengthText = match?.[2];
      return {
        name,
        words: words(name).map(canonicalWord),
        strength: strengthText ? parseStrength(strengthText) : undefined,
        strengthText,
      };
    });
  ingredientCache.set(genericName, cached);
  return cached;
}

// ---------------------------------------------------------------------------------------------
// The rules: what counts as a right answer

/** The same acid as an anion: "clavulanic" also names "Potassium Clavulanate" (docs/search.md). */
const anionOf = (word: string): string | undefined =>
  /^[a-z]{3,}ic$/.test(word) ? `${word.slice(0, -2)}ate` : undefined;

/** The composition names the molecule (any spelling; an acid also by its anion) as a word of one ingredient. */
export const hasMolecule = (medicine: JudgedMedicine, word: string): boolean =>
  ingredientsOf(medicine.genericName).some(
    (ingredient) =>
      ingredient.words.includes(canonicalWord(word)) ||
      (anionOf(word) !== undefined && ingredient.words.includes(anionOf(word)!)),
  );

/** One ingredient holds all the words ("salbutamol sulfate"). */
export const hasIngredientWords = (medicine: JudgedMedicine, wanted: readonly string[]): boolean =>
  ingredientsOf(medicine.genericName).some((ingredient) =>
    wanted.every((word) => ingredient.words.includes(canonicalWord(word))),
  );

/** The molecule is present with that strength (after unit conversion). */
export const hasMoleculeStrength = (medicine: JudgedMedicine, word: string, strength: string): boolean =>
  ingredientsOf(medicine.genericName).some(
    (ingredient) => ingredient.words.includes(canonicalWord(word)) && strengthMatches(ingredient.strength, strength),
  );

/** The composition is that molecule alone. */
export const isSingleMolecule = (medicine: JudgedMedicine, word: string): boolean => {
  const ingredients = ingredientsOf(medicine.genericName);
  return ingredients.length === 1 && ingredients[0]!.words.includes(canonicalWord(word));
};

const formWordIn = (list: readonly string[], formWord: string) =>
  list.some((word) => word === formWord || word === `${formWord}s`);
/** The pack form or the name says the form ("syrup", "tablet" for "Strip of 10 tablets"). */
export const hasForm = (medicine: JudgedMedicine, formWord: string): boolean =>
  formWordIn(words(medicine.form), formWord) || formWordIn(words(medicine.name), formWord);

/** Consecutive words of the name, joined, spell the query with its separators dropped ("pan d" = "Pan-D"). */
export function nameHasRun(name: string, query: string, fromStart = false): boolean {
  const target = words(query).join("");
  const tokens = words(name);
  for (let start = 0; start < (fromStart ? 1 : tokens.length); start += 1) {
    let joined = "";
    for (let end = start; end < tokens.length && joined.length < target.length; end += 1) {
      joined += tokens[end];
      if (joined === target) return true;
    }
  }
  return false;
}

/** The manufacturer (or brand) begins with the query's words: the first equal, the others as prefixes ("sun pharma"). */
export function madeBy(medicine: JudgedMedicine, query: string): boolean {
  const wanted = words(query);
  return [medicine.manufacturer, medicine.brand].some((field) => {
    const have = words(field);
    return wanted.every((word, index) => (index === 0 ? have[0] === word : (have[index] ?? "").startsWith(word)));
  });
}

// ---------------------------------------------------------------------------------------------
// Edit distances, typos, nonsense

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The fewest edits that turn `pattern` into some substring of `text` (Sellers). */
export function substringDistance(pattern: string, text: string): number {
  let previous = new Array<number>(text.length + 1).fill(0);
  for (let i = 1; i <= pattern.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= text.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (pattern[i - 1] === text[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return Math.min(...previous);
}

/** Edits the search may correct in a word of this length: none below 5 letters, 1 up to 8, 2 from 9. */
export const allowedEdits = (length: number): number => (length < 5 ? 0 : length <= 8 ? 1 : 2);

/**
 * Every word of the catalogue as the search could index it: the words of name, composition,
 * brand, manufacturer and form, and each space-separated chunk with its separators dropped ("pand").
 */
export function catalogueVocabulary(medicines: readonly JudgedMedicine[]): string[] {
  const vocabulary = new Set<string>();
  for (const medicine of medicines) {
    for (const field of [medicine.name, medicine.genericName, medicine.brand, medicine.manufacturer, medicine.form]) {
      for (const word of words(field)) vocabulary.add(word);
      for (const chunk of field.toLowerCase().split(/\s+/)) {
        const joined = chunk.replace(/[^a-z0-9]/g, "");
        if (joined) vocabulary.add(joined);
      }
    }
  }
  return [...vocabulary].sort();
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const TYPO_OPERATIONS = ["deletion", "transposition", "substitution", "insertion"] as const;

function applyEdit(word: string, random: () => number): string {
  const operation = TYPO_OPERATIONS[Math.floor(random() * TYPO_OPERATIONS.length)]!;
  // The first letter stays: people rarely mistype it, and it keeps the typo recognisable.
  const at = 1 + Math.floor(random() * (word.length - 1));
  const letter = LETTERS[Math.floor(random() * LETTERS.length)]!;
  switch (operation) {
    case "deletion":
      return word.slice(0, at) + word.slice(at + 1);
    case "transposition":
      return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
    case "substitution":
      return word.slice(0, at) + letter + word.slice(at + 1);
    case "insertion":
      return word.slice(0, at) + letter + word.slice(at);
  }
}

/**
 * A typo of `word` (≥ 5 letters): 1 edit for 5–8 letters, up to 2 from 9, within what the search
 * may correct for both the word's and the typo's length; never a substring of a catalogue word
 * (it must match nothing as typed), and no other catalogue word as close (the correction is unambiguous).
 */
export function makeTypo(word: string, random: () => number, vocabulary: readonly string[]): string | undefined {
  const edits = allowedEdits(word.length);
  if (edits === 0) return undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    let typo = word;
    for (let edit = 0; edit < edits; edit += 1) typo = applyEdit(typo, random);
    const distance = editDistance(word, typo);
    if (distance < 1 || distance > Math.min(edits, allowedEdits(typo.length))) continue;
    if (vocabulary.some((known) => known.includes(typo))) continue;
    const rival = vocabulary.some(
      (known) =>
        canonicalWord(known) !== canonicalWord(word) &&
        Math.abs(known.length - typo.length) <= distance &&
        editDistance(known, typo) <= distance,
    );
    if (rival) continue;
    return typo;
  }
  return undefined;
}

/** A word that is no catalogue word: ≥ 3 edits from every word, and ≥ 2 from every part of one. */
export function isNonsense(word: string, vocabulary: readonly string[]): boolean {
  return vocabulary.every(
    (known) =>
      !known.includes(word) &&
      (Math.abs(known.length - word.length) >= 3 || editDistance(known, word) >= 3) &&
      substringDistance(word, known) >= 2,
  );
}

function pseudoWord(random: () => number): string {
  const consonants = "bcdfghjklmnprstvwxz";
  const vowels = "aeiou";
  const shape = random();
  if (shape < 0.25) {
    // A random letter string, as a cat on the keyboard types it.
    const length = 5 + Math.floor(random() * 4);
    return Array.from({ length }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join("");
  }
  const syllables = 3 + Math.floor(random() * 2);
  let word = "";
  for (let index = 0; index < syllables; index += 1) {
    word += consonants[Math.floor(random() * consonants.length)]! + vowels[Math.floor(random() * vowels.length)]!;
  }
  return random() < 0.5 ? word + consonants[Math.floor(random() * consonants.length)]! : word;
}

// ---------------------------------------------------------------------------------------------
// Building the set

type Draft = Omit<SearchQuery, "id" | "catalogue">;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const countBy = <T>(items: Iterable<T>): Map<T, number> => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

const sortedKeys = <T>(map: Map<T, number>, min: number): T[] =>
  [...map]
    .filter(([, count]) => count >= min)
    .map(([key]) => key)
    .sort();

const FORM_WORDS = [
  "tablet",
  "capsule",
  "syrup",
  "injection",
  "cream",
  "gel",
  "ointment",
  "lotion",
  "suspension",
  "drop",
  "spray",
  "powder",
  "shampoo",
  "soap",
  "inhaler",
  "sachet",
];
/** First words of ingredients that are no molecule on their own ("Vitamin D3", "Sodium Chloride"). */
const NOT_A_MOLECULE = new Set([
  "vitamin",
  "sodium",
  "potassium",
  "calcium",
  "magnesium",
  "ferrous",
  "light",
  "liquid",
  "white",
  "yellow",
]);
/** First words of manufacturers that name no company on their own. */
const NOT_A_COMPANY = new Set(["pharma", "healthcare", "india", "labs", "laboratories", "the", "life", "care", "medi"]);

/**
 * Salts and esters of molecules as their monographs name them (Indian Pharmacopoeia, BP, USP):
 * [molecule as the catalogue writes it, salt or ester word(s)]. A prescription names the salt; the
 * sheet often leaves it out.
 */
const PHARMACOPOEIA_SALTS: readonly (readonly [string, string])[] = [
  ["amlodipine", "besylate"],
  ["losartan", "potassium"],
  ["diclofenac", "sodium"],
  ["doxycycline", "hyclate"],
  ["metformin", "hydrochloride"],
  ["atorvastatin", "calcium"],
  ["rosuvastatin", "calcium"],
  ["montelukast", "sodium"],
  ["pantoprazole", "sodium"],
  ["rabeprazole", "sodium"],
  ["esomeprazole", "magnesium"],
  ["ondansetron", "hydrochloride"],
  ["fexofenadine", "hydrochloride"],
  ["tramadol", "hydrochloride"],
  ["clopidogrel", "bisulfate"],
  ["bisoprolol", "fumarate"],
  ["ciprofloxacin", "hydrochloride"],
  ["cefuroxime", "axetil"],
  ["cefpodoxime", "proxetil"],
  ["ceftriaxone", "sodium"],
  ["olmesartan", "medoxomil"],
  ["escitalopram", "oxalate"],
  ["propranolol", "hydrochloride"],
  ["amitriptyline", "hydrochloride"],
  ["levocetirizine", "dihydrochloride"],
  ["cetirizine", "hydrochloride"],
  ["quetiapine", "fumarate"],
  ["ranitidine", "hydrochloride"],
  ["betahistine", "dihydrochloride"],
  ["naproxen", "sodium"],
  ["azithromycin", "dihydrate"],
  ["prednisolone", "acetate"],
  ["betamethasone", "valerate"],
  ["clobetasol", "propionate"],
  ["mometasone", "furoate"],
  ["salmeterol", "xinafoate"],
  ["fluoxetine", "hydrochloride"],
  ["duloxetine", "hydrochloride"],
  ["venlafaxine", "hydrochloride"],
  ["donepezil", "hydrochloride"],
  ["pioglitazone", "hydrochloride"],
  ["sitagliptin", "phosphate"],
  ["terbinafine", "hydrochloride"],
  ["moxifloxacin", "hydrochloride"],
  ["levofloxacin", "hemihydrate"],
  ["tamsulosin", "hydrochloride"],
  ["ivabradine", "hydrochloride"],
  ["trimetazidine", "dihydrochloride"],
  ["hydroxychloroquine", "sulfate"],
  ["lidocaine", "hydrochloride"],
  ["ambroxol", "hydrochloride"],
  ["cinnarizine", "hydrochloride"],
];

/** Acids whose anions ("…ate") are salts and esters of medicines (pharmacopoeia monograph titles). */
const KNOWN_ACID_STEMS = new Set([
  "hyaluron",
  "risedron",
  "alendron",
  "ibandron",
  "zoledron",
  "fenofibr",
  "succin",
  "fumar",
  "glucon",
  "ascorb",
  "lact",
  "citr",
  "acet",
  "salicyl",
  "benzo",
  "fol",
  "oxal",
  "fusid",
  "valpro",
  "mefenam",
  "tranexam",
]);

/** Stems of the anion rule's own examples (docs/search.md): left out, so that the set tests the rule, not its examples. */
const ISSUE_EXAMPLE_STEMS = new Set(["clavulan", "valpro"]);

/**
 * Form abbreviations of prescriptions and orders (the trade's usage: Tab., Cap., Syp./Syr., Inj.,
 * Susp., Oint., Crm., Drp./Gtt. (guttae), Inh., Sol./Soln., Lot.) and the form word each stands for.
 */
const FORM_ABBREVIATIONS: readonly (readonly [string, string])[] = [
  ["tab", "tablet"],
  ["cap", "capsule"],
  ["syp", "syrup"],
  ["syr", "syrup"],
  ["inj", "injection"],
  ["susp", "suspension"],
  ["oint", "ointment"],
  ["crm", "cream"],
  ["drp", "drop"],
  ["gtt", "drop"],
  ["inh", "inhaler"],
  ["lot", "lotion"],
];

/** Taken by mouth as a liquid: syrup, suspension, dry syrup, elixir, linctus, oral solution; not for eye, ear, nose or injection. */
export function isOralLiquid(medicine: JudgedMedicine): boolean {
  const text = words(`${medicine.name} ${medicine.form}`).join(" ");
  if (/\b(injection|eye|ear|nasal|ophthalmic|opthalmic|topical|scalp)\b/.test(text)) return false;
  return /\b(syrup|suspension|elixir|linctus)\b|\boral (solution|liquid)\b/.test(text);
}

class Builder {
  readonly vocabulary: string[];
  private readonly nameWords: Set<string>;
  private readonly otherWords: Set<string>;
  /** Single-word molecules (≥ 5 letters) and how many medicines hold them. */
  readonly molecules: Map<string, number>;

  constructor(
    readonly catalogue: SearchCatalogue,
    readonly medicines: readonly JudgedMedicine[],
  ) {
    this.vocabulary = catalogueVocabulary(medicines);
    this.nameWords = new Set(medicines.flatMap((m) => words(m.name)));
    this.otherWords = new Set(
      medicines.flatMap((m) => [...words(m.genericName), ...words(m.manufacturer), ...words(m.form)]),
    );
    this.molecules = countBy(
      medicines.flatMap((m) =>
        ingredientsOf(m.genericName)
          .filter((ingredient) => ingredient.words.length === 1 && /^[a-z]{5,}$/.test(ingredient.words[0]!))
          .map((ingredient) => ingredient.words[0]!),
      ),
    );
  }

  get count(): number {
    return this.catalogue === "sample" ? 5 : 10;
  }

  random(kind: string): () => number {
    return seededRandom("search-queries-v1", this.catalogue, kind);
  }

  ids(test: (medicine: JudgedMedicine) => boolean): string[] {
    return this.medicines.filter(test).map((medicine) => medicine.id);
  }

  moleculeList(min: number): string[] {
    return sortedKeys(this.molecules, min);
  }

  /** First words of names that are nowhere else in the catalogue: brand words. */
  brandWords(minLetters: number): Map<string, number> {
    return countBy(
      this.medicines
        .map((m) => words(m.name)[0] ?? "")
        .filter(
          (word) =>
            new RegExp(`^[a-z]{${minLetters},}$`).test(word) &&
            !this.otherWords.has(word) &&
            !FORM_WORDS.includes(word),
        ),
    );
  }

  brandQuery(word: string, kind: QueryKind, query = word): Draft {
    return {
      kind,
      query,
      relevant: this.ids((m) => words(m.name).includes(word)),
      firstRight: this.ids((m) => words(m.name)[0] === word),
      rule: `name has the word "${word}"; first result's name starts with it`,
    };
  }

  genericQuery(word: string, kind: QueryKind, query = word): Draft {
    return {
      kind,
      query,
      relevant: this.ids((m) => hasMolecule(m, word)),
      rule: `composition contains ${canonicalWord(word)} (any spelling)`,
    };
  }

  genericStrengthQuery(word: string, strength: string, kind: QueryKind, query: string): Draft {
    return {
      kind,
      query,
      relevant: this.ids((m) => hasMoleculeStrength(m, word, strength)),
      rule: `composition has ${canonicalWord(word)} at ${strength} (after unit conversion)`,
    };
  }

  brand(): Draft[] {
    const pool = sortedKeys(this.brandWords(4), 2);
    return shuffled(pool, this.random("brand"))
      .slice(0, this.count)
      .map((word) => this.brandQuery(word, "brand"));
  }

  brandStrength(): Draft[] {
    const brands = this.brandWords(3);
    const pairs = new Set<string>();
    for (const medicine of this.medicines) {
      const [first, second] = words(medicine.name);
      if (first && second && brands.has(first) && /^\d+$/.test(second)) pairs.add(`${first} ${second}`);
    }
    const random = this.random("brand-strength");
    const drafts = shuffled([...pairs].sort(), random)
      .slice(0, this.count)
      .map((pair, index) => {
        const [brand, number] = pair.split(" ") as [string, string];
        return this.brandStrengthQuery(brand, number, index % 3 === 0 ? `${brand}-${number}` : pair);
      });
    return [
      this.brandStrengthQuery("dolo", "650", "dolo 650"),
      this.brandStrengthQuery("azee", "500", "azee-500"),
      ...drafts,
    ];
  }

  brandStrengthQuery(brand: string, number: string, query: string): Draft {
    return {
      kind: "brand-strength",
      query,
      relevant: this.ids(
        (m) =>
          words(m.name).includes(brand) &&
          (words(m.name).includes(number) ||
            ingredientsOf(m.genericName).some((i) => strengthMatches(i.strength, number))),
      ),
      firstRight: this.ids((m) => nameHasRun(m.name, `${brand} ${number}`, true)),
      rule: `name has "${brand}" and ${number} is in the name or a strength; first result's name starts "${brand} ${number}"`,
    };
  }

  generic(): Draft[] {
    return shuffled(this.moleculeList(3), this.random("generic"))
      .slice(0, this.count)
      .map((word) => this.genericQuery(word, "generic"));
  }

  /** (molecule, written strength, unit) of single-word molecules. */
  strengths(): { word: string; strength: Strength }[] {
    const seen = new Map<string, { word: string; strength: Strength }>();
    for (const medicine of this.medicines) {
      for (const ingredient of ingredientsOf(medicine.genericName)) {
        const word = ingredient.words[0]!;
        if (ingredient.words.length !== 1 || !this.molecules.has(word) || !ingredient.strength) continue;
        const { strength } = ingredient;
        seen.set(`${word} ${strength.written} ${strength.unit} ${strength.amount}`, { word, strength });
      }
    }
    return [...seen].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([, value]) => value);
  }

  genericStrength(): Draft[] {
    const random = this.random("generic-strength");
    const candidates = this.strengths().filter(
      ({ word, strength }) => strength.unit === "mg" && (this.molecules.get(word) ?? 0) >= 3,
    );
    const fixed: [string, string, string][] = [
      ["azithromycin", "500", "azithromycin 500"],
      ["paracetamol", "650", "paracetamol 650"],
      ["metformin", "500", "metformin 500"],
      ["telmisartan", "40 mg", "telmisartan 40 mg"],
    ];
    const drafts = fixed.map(([word, strength, query]) =>
      this.genericStrengthQuery(word, strength, "generic-strength", query),
    );
    for (const [index, { word, strength }] of shuffled(candidates, random).slice(0, this.count).entries()) {
      const written = String(strength.written);
      const typed = index % 3 === 0 ? `${written}` : index % 3 === 1 ? `${written} mg` : `${written}mg`;
      drafts.push(this.genericStrengthQuery(word, typed, "generic-strength", `${word} ${typed}`));
    }
    return drafts;
  }

  unit(): Draft[] {
    const groups: { word: string; typed: string }[][] = [[], [], []];
    for (const { word, strength } of this.strengths()) {
      if (strength.unit !== "mg") continue;
      const grams = strength.amount / 1000;
      const decimals = (value: number) => (String(value).split(".")[1] ?? "").length;
      // Written in mg, typed in g ("1g" for 1000mg, "0.5 g" for 500mg); written in mcg, typed in mg; written in g, typed in mg.
      if (strength.amount === strength.written && strength.amount >= 100 && decimals(grams) <= 2) {
        groups[strength.amount >= 1000 ? 0 : 1]!.push({
          word,
          typed: strength.amount % 1000 === 0 ? `${grams}g` : `${grams} g`,
        });
      } else if (strength.amount < strength.written && decimals(strength.amount) <= 2) {
        groups[2]!.push({ word, typed: `${strength.amount} mg` });
      } else if (strength.amount > strength.written) {
        groups[2]!.push({ word, typed: `${strength.amount}mg` });
      }
    }
    const random = this.random("unit");
    const picked = groups.map((group) => shuffled(group, random));
    const drafts: Draft[] = [];
    for (let round = 0; drafts.length < this.count && picked.some((group) => group.length > round); round += 1) {
      for (const group of picked) {
        const candidate = group[round];
        if (candidate && drafts.length < this.count)
          drafts.push(
            this.genericStrengthQuery(candidate.word, candidate.typed, "unit", `${candidate.word} ${candidate.typed}`),
          );
      }
    }
    return drafts;
  }

  spelling(): Draft[] {
    const drafts: Draft[] = [];
    const present = (word: string) =>
      this.medicines.some((m) => ingredientsOf(m.genericName).some((i) => i.name.split(/\s+/).includes(word)));
    for (const [other, indian] of SPELLINGS) {
      // Type the spelling the catalogue uses less (or not at all).
      const count = (word: string) => this.medicines.filter((m) => words(m.genericName).includes(word)).length;
      if (count(other) + count(indian) === 0) continue;
      const typed = count(other) <= count(indian) ? other : indian;
      if (other === "sulfate") {
        const salts = countBy(
          this.medicines.flatMap((m) =>
            ingredientsOf(m.genericName)
              .filter((i) => i.words.length === 2 && i.words[1] === "sulphate" && /^[a-z]{5,}$/.test(i.words[0]!))
              .map((i) => i.words[0]!),
          ),
        );
        for (const salt of shuffled(sortedKeys(salts, 1), this.random("spelling-salt")).slice(0, 2)) {
          const saltTyped = present(`${salt} ${typed}`) ? otherSpelling(typed)! : typed;
          drafts.push({
            kind: "spelling",
            query: `${salt} ${saltTyped}`,
            relevant: this.ids((m) => hasIngredientWords(m, [salt, "sulphate"])),
            rule: `an ingredient is ${salt} sulphate/sulfate (either spelling)`,
          });
        }
        continue;
      }
      drafts.push(this.genericQuery(typed, "spelling"));
      // The strength most medicines hold it at.
      const written = this.medicines.flatMap((m) =>
        ingredientsOf(m.genericName)
          .filter((i) => i.words.length === 1 && i.words[0] === indian && i.strength?.unit === "mg")
          .map((i) => i.strength!.written),
      );
      const top = [...countBy(written)].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
      if (top) drafts.push(this.genericStrengthQuery(typed, String(top[0]), "spelling", `${typed} ${top[0]}`));
    }
    return drafts;
  }

  typo(): Draft[] {
    const random = this.random("typo");
    const molecules = this.moleculeList(3).map((word) => ({ word, brand: false }));
    const brands = sortedKeys(this.brandWords(5), 2).map((word) => ({ word, brand: true }));
    const drafts: Draft[] = [
      { ...this.genericQuery("cetirizine", "typo", "cetrizine") },
      { ...this.genericQuery("paracetamol", "typo", "paracetmol") },
      { ...this.genericQuery("montelukast", "typo", "montelucast") },
    ];
    for (const { word, brand } of shuffled([...molecules, ...brands], random)) {
      if (drafts.length >= this.count + 3) break;
      if (word.length < 5) continue;
      const typo = makeTypo(word, random, this.vocabulary);
      if (!typo) continue;
      const draft = brand ? this.brandQuery(word, "typo", typo) : this.genericQuery(word, "typo", typo);
      drafts.push({ ...draft, rule: `typo of "${word}" (${editDistance(word, typo)} edit(s)): ${draft.rule}` });
    }
    return drafts;
  }

  combination(): Draft[] {
    const pairs = new Set<string>();
    for (const medicine of this.medicines) {
      const ingredients = ingredientsOf(medicine.genericName);
      if (ingredients.length !== 2) continue;
      const [a, b] = ingredients.map((i) => i.words[0] ?? "") as [string, string];
      if ([a, b].every((word) => /^[a-z]{5,}$/.test(word) && !NOT_A_MOLECULE.has(word)) && a !== b)
        pairs.add(`${a} ${b}`);
    }
    const pairQuery = (first: string, second: string, query: string): Draft => ({
      kind: "combination",
      query,
      relevant: this.ids((m) => hasMolecule(m, first) && hasMolecule(m, second)),
      rule: `composition contains both ${canonicalWord(first)} and ${canonicalWord(second)}`,
    });
    const drafts = [pairQuery("amoxycillin", "clavulanic", "amoxycillin clavulanic")];
    for (const pair of shuffled([...pairs].sort(), this.random("combination")).slice(0, this.count)) {
      const [a, b] = pair.split(" ") as [string, string];
      drafts.push(pairQuery(a, b, `${b} ${a}`));
    }
    return drafts;
  }

  form(): Draft[] {
    const formQuery = (word: string, formWord: string): Draft => ({
      kind: "form",
      query: `${word} ${formWord}`,
      relevant: this.ids((m) => hasMolecule(m, word) && hasForm(m, formWord)),
      rule: `composition contains ${canonicalWord(word)} and the form or name says ${formWord}`,
    });
    const formsOf = new Map<string, Set<string>>();
    const pairCounts = new Map<string, number>();
    for (const medicine of this.medicines) {
      const formWord = FORM_WORDS.find((fw) => hasForm(medicine, fw) && formWordIn(words(medicine.form), fw));
      if (!formWord) continue;
      for (const ingredient of ingredientsOf(medicine.genericName)) {
        const word = ingredient.words[0]!;
        if (ingredient.words.length !== 1 || !this.molecules.has(word)) continue;
        formsOf.set(word, (formsOf.get(word) ?? new Set()).add(formWord));
        pairCounts.set(`${word} ${formWord}`, (pairCounts.get(`${word} ${formWord}`) ?? 0) + 1);
      }
    }
    const candidates = sortedKeys(pairCounts, 2).filter((pair) => (formsOf.get(pair.split(" ")[0]!)?.size ?? 0) >= 2);
    return [
      formQuery("cetirizine", "syrup"),
      formQuery("insulin", "injection"),
      ...shuffled(candidates, this.random("form"))
        .slice(0, this.count)
        .map((pair) => formQuery(...(pair.split(" ") as [string, string]))),
    ];
  }

  manufacturer(): Draft[] {
    const makerQuery = (query: string): Draft => ({
      kind: "manufacturer",
      query,
      relevant: this.ids((m) => madeBy(m, query)),
      rule: `manufacturer (or brand) begins with "${query}"`,
    });
    const firstWords = countBy(this.medicines.map((m) => words(m.manufacturer)[0] ?? ""));
    const pool = sortedKeys(firstWords, this.catalogue === "sample" ? 3 : 5).filter(
      (word) =>
        /^[a-z]{4,}$/.test(word) &&
        !NOT_A_COMPANY.has(word) &&
        !this.nameWords.has(word) &&
        !words(this.medicines.map((m) => m.genericName).join(" ")).includes(word),
    );
    return [
      makerQuery("cipla"),
      makerQuery("sun pharma"),
      ...shuffled(pool, this.random("manufacturer")).slice(0, this.count).map(makerQuery),
    ];
  }

  ranking(): Draft[] {
    const random = this.random("ranking");
    const share = this.catalogue === "sample" ? 2 : 4;
    const aloneQuery = (word: string): Draft => ({
      ...this.genericQuery(word, "ranking"),
      firstRight: this.ids((m) => isSingleMolecule(m, word)),
      rule: `composition contains ${canonicalWord(word)}; first result is ${canonicalWord(word)} alone, not a combination`,
    });
    const prefixQuery = (word: string): Draft => ({
      ...this.genericQuery(word, "ranking"),
      firstRight: this.ids((m) =>
        [m.name, m.genericName, m.brand, m.manufacturer, m.form].some((field) =>
          words(field).some((w) => canonicalWord(w).startsWith(canonicalWord(word))),
        ),
      ),
      rule: `composition contains ${word}; first result has a word starting with "${word}" (not only longer molecules containing it)`,
    });
    // A molecule sold alone and in combinations.
    const alone = this.moleculeList(3).filter(
      (word) =>
        this.medicines.some((m) => isSingleMolecule(m, word)) &&
        this.medicines.some((m) => hasMolecule(m, word) && !isSingleMolecule(m, word)),
    );
    // A molecule inside a longer one, not at its start (cetirizine in levocetirizine).
    const molecules = this.moleculeList(1);
    const inside = this.moleculeList(2).filter((word) =>
      molecules.some((other) => other !== word && other.includes(word) && !other.startsWith(word)),
    );
    // A full product name, when other names start with the same brand word.
    const brands = this.brandWords(3);
    const nameWords = this.medicines.map((m) => words(m.name));
    const names = [...new Set(this.medicines.map((m) => m.name.toLowerCase().trim()))]
      .filter((name) => {
        const wanted = words(name);
        if ((brands.get(wanted[0] ?? "") ?? 0) < 3) return false;
        // Another, longer name holds all its words, so the exact one has to be ranked first.
        return nameWords.some((have) => have.length > wanted.length && wanted.every((w) => have.includes(w)));
      })
      .sort();
    const exact = shuffled(names, random)
      .slice(0, share + 1)
      .map((name): Draft => ({
        kind: "ranking",
        query: name,
        relevant: this.ids((m) => words(name).every((w) => words(m.name).includes(w))),
        firstRight: this.ids((m) => words(m.name).join(" ") === words(name).join(" ")),
        rule: `name has all the words; first result is the product of exactly that name`,
      }));
    return [
      aloneQuery("paracetamol"),
      prefixQuery("cetirizine"),
      ...shuffled(alone, random)
        .slice(0, share + 1)
        .map(aloneQuery),
      ...shuffled(inside, random).slice(0, share).map(prefixQuery),
      ...exact,
    ];
  }

  separator(): Draft[] {
    const separatorQuery = (query: string): Draft => ({
      kind: "separator",
      query,
      relevant: this.ids((m) => nameHasRun(m.name, query)),
      firstRight: this.ids((m) => nameHasRun(m.name, query, true)),
      rule: `consecutive words of the name spell "${words(query).join("")}" with separators dropped; first result's name starts so`,
    });
    // Names whose first two words are a brand and a short suffix ("Pan-D", "AB Phylline"): type them the other way.
    const typed = new Set<string>();
    for (const medicine of this.medicines) {
      const chunks = medicine.name.toLowerCase().split(/\s+/);
      const [first, second] = words(medicine.name);
      if (!first || !second || !/^[a-z]{2,}$/.test(first) || !/^[a-z0-9]{1,3}$/.test(second) || /^\d+$/.test(second))
        continue;
      const hyphenated = chunks[0]!.replace(/[^a-z0-9]/g, "") === first + second;
      typed.add(hyphenated ? `${first} ${second}` : `${first}${second}`);
    }
    return [
      separatorQuery("pan d"),
      separatorQuery("pand"),
      separatorQuery("glycomet gp 1"),
      ...shuffled([...typed].sort(), this.random("separator"))
        .slice(0, this.count)
        .map(separatorQuery),
    ];
  }

  /**
   * A generic with the salt or ester the sheet leaves out, as a prescription names it
   * ("X hydrochloride 50"): the salt from the monograph title (PHARMACOPOEIA_SALTS), the molecule
   * and strength from the catalogue, which writes the molecule alone.
   */
  salt(): Draft[] {
    const random = this.random("salt");
    const written = new Set(
      this.strengths()
        .filter(({ strength }) => strength.unit === "mg")
        .map(({ word, strength }) => `${word} ${strength.written}`),
    );
    const candidates = PHARMACOPOEIA_SALTS.filter(
      ([molecule, salt]) =>
        (this.molecules.get(molecule) ?? 0) >= 1 &&
        !this.medicines.some((m) => hasIngredientWords(m, [molecule, ...salt.split(" ")])),
    );
    const drafts: Draft[] = [];
    for (const [index, [molecule, salt]] of shuffled(candidates, random).entries()) {
      if (drafts.length >= this.count + 4) break;
      const strengths = [...written].filter((pair) => pair.startsWith(`${molecule} `)).sort();
      const strength =
        strengths.length > 0 && index % 3 !== 2 ? strengths[Math.floor(random() * strengths.length)]! : undefined;
      if (strength === undefined) {
        drafts.push({ ...this.genericQuery(molecule, "salt", `${molecule} ${salt}`) });
        continue;
      }
      const number = strength.split(" ")[1]!;
      drafts.push(this.genericStrengthQuery(molecule, number, "salt", `${molecule} ${salt} ${number}`));
    }
    return drafts;
  }

  /** An acid asked for by its anion ("…ate" for "…ic acid") and an "…ate" salt asked for as its acid. */
  anion(): Draft[] {
    const random = this.random("anion");
    // Stems of acids: those the catalogue writes as "…ic acid", and the acids of the pharmacopoeias' anions.
    const stems = new Map<string, "acid" | "anion">();
    for (const medicine of this.medicines) {
      for (const ingredient of ingredientsOf(medicine.genericName)) {
        ingredient.words.forEach((word, index) => {
          if (word === "acid" && /^[a-z]{4,}ic$/.test(ingredient.words[index - 1] ?? ""))
            stems.set(ingredient.words[index - 1]!.slice(0, -2), "acid");
        });
      }
    }
    for (const medicine of this.medicines) {
      for (const ingredient of ingredientsOf(medicine.genericName)) {
        for (const word of ingredient.words) {
          const stem = word.slice(0, -3);
          if (word.endsWith("ate") && KNOWN_ACID_STEMS.has(stem) && !stems.has(stem)) stems.set(stem, "anion");
        }
      }
    }
    const hasStem = (m: JudgedMedicine, stem: string) =>
      ingredientsOf(m.genericName).some((i) => i.words.includes(`${stem}ic`) || i.words.includes(`${stem}ate`));
    const pool = [...stems]
      .filter(
        ([stem]) =>
          !ISSUE_EXAMPLE_STEMS.has(stem) && !/[aeiou]$/.test(stem) && this.ids((m) => hasStem(m, stem)).length >= 2,
      )
      .sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return shuffled(pool, random)
      .slice(0, this.count)
      .map(([stem, written]) => ({
        kind: "anion" as const,
        query: written === "acid" ? `${stem}ate` : `${stem}ic acid`,
        relevant: this.ids((m) => hasStem(m, stem)),
        rule: `an ingredient is ${stem}ic acid or a ${stem}ate (the anion names the acid)`,
      }));
  }

  /** A molecule with the form abbreviated as on prescriptions and orders ("X tab", "X syp"). */
  abbreviation(): Draft[] {
    const random = this.random("abbreviation");
    const drafts: Draft[] = [];
    for (const [abbreviation, formWord] of shuffled(FORM_ABBREVIATIONS, random)) {
      const pairs = countBy(
        this.medicines
          .filter((m) => hasForm(m, formWord))
          .flatMap((m) => ingredientsOf(m.genericName).map((i) => i.words[0] ?? ""))
          .filter((word) => this.molecules.has(word)),
      );
      const molecules = shuffled(sortedKeys(pairs, 1), random).slice(0, this.catalogue === "sample" ? 1 : 2);
      for (const word of molecules) {
        drafts.push({
          kind: "abbreviation",
          query: `${word} ${abbreviation}`,
          relevant: this.ids((m) => hasMolecule(m, word) && hasForm(m, formWord)),
          rule: `composition contains ${canonicalWord(word)} and the form or name says ${formWord} ("${abbreviation}")`,
        });
      }
    }
    return drafts;
  }

  /** A molecule sold as an oral suspension, dry syrup or oral solution, asked for as "syrup" (or the other way). */
  oralLiquid(): Draft[] {
    const random = this.random("oral-liquid");
    const liquids = this.medicines.filter(isOralLiquid);
    const byMolecule = new Map<string, Set<string>>();
    for (const medicine of liquids) {
      const kind = hasForm(medicine, "syrup") ? "syrup" : "other";
      for (const ingredient of ingredientsOf(medicine.genericName)) {
        const word = ingredient.words[0] ?? "";
        if (this.molecules.has(word)) byMolecule.set(word, (byMolecule.get(word) ?? new Set()).add(kind));
      }
    }
    const pool = [...byMolecule]
      .filter(([, kinds]) => kinds.has("other"))
      .map(([word]) => word)
      .sort();
    return shuffled(pool, random)
      .slice(0, this.count)
      .map((word, index) => {
        const typed = index % 3 === 2 ? "suspension" : "syrup";
        return {
          kind: "oral-liquid" as const,
          query: `${word} ${typed}`,
          relevant: this.ids((m) => hasMolecule(m, word) && isOralLiquid(m)),
          firstRight: this.ids((m) => hasMolecule(m, word) && hasForm(m, typed)),
          rule: `composition contains ${canonicalWord(word)} and it is an oral liquid (syrup, suspension, dry syrup, oral solution); first result says ${typed}`,
        };
      });
  }

  /**
   * A brand with a one- or two-letter word ("X D", "X LS"), typed apart: the product that has those
   * words one after the other; never a letter found inside another word.
   */
  shortWord(): Draft[] {
    const typed = new Set<string>();
    for (const medicine of this.medicines) {
      const [first, second] = words(medicine.name);
      if (first && second && /^[a-z]{3,}$/.test(first) && /^[a-z]{1,2}$/.test(second)) typed.add(`${first} ${second}`);
    }
    return shuffled([...typed].sort(), this.random("short-word"))
      .slice(0, this.count)
      .map((query) => this.nameRunQuery("short-word", query, ""));
  }

  /**
   * A brand whose name is two words (or hyphenated), when longer names start with the same
   * letters ("ab phylline" and "Abphyllin…"): the brand itself first.
   */
  twoWordBrand(): Draft[] {
    const compacts = this.medicines.map((m) => words(m.name).join(""));
    const typed = new Set<string>();
    for (const medicine of this.medicines) {
      const [first, second] = words(medicine.name);
      if (!first || !second || !/^[a-z]{2,}$/.test(first) || !/^[a-z]{2,}$/.test(second)) continue;
      if (FORM_WORDS.some((formWord) => second.startsWith(formWord))) continue;
      const run = first + second;
      // A longer name runs on past the brand without a word break there.
      const longer = this.medicines.some(
        (m, index) => compacts[index]!.startsWith(run) && !nameHasRun(m.name, `${first} ${second}`, true),
      );
      if (longer) typed.add(`${first} ${second}`);
    }
    return shuffled([...typed].sort(), this.random("two-word-brand"))
      .slice(0, this.count)
      .map((query) => this.nameRunQuery("two-word-brand", query, ", not a longer word starting the same"));
  }

  /** The product whose name has the query's words one after the other, first. */
  nameRunQuery(kind: QueryKind, query: string, more: string): Draft {
    return {
      kind,
      query,
      relevant: this.ids((m) => nameHasRun(m.name, query)),
      firstRight: this.ids((m) => nameHasRun(m.name, query, true)),
      rule: `consecutive words of the name are "${query}"; first result's name starts so${more}`,
    };
  }

  nonsense(): Draft[] {
    const random = this.random("nonsense");
    const drafts: Draft[] = [];
    const fresh = (): string => {
      for (;;) {
        const word = pseudoWord(random);
        if (isNonsense(word, this.vocabulary)) return word;
      }
    };
    const total = this.catalogue === "sample" ? 5 : 10;
    for (let index = 0; index < total; index += 1) {
      const query = index % 4 === 3 ? `${fresh()} ${fresh()}` : fresh();
      drafts.push({
        kind: "nonsense",
        query,
        relevant: [],
        rule: "no catalogue word within 2 edits or containing it: no results",
      });
    }
    return drafts;
  }

  all(): Draft[] {
    return [
      ...this.brand(),
      ...this.brandStrength(),
      ...this.generic(),
      ...this.genericStrength(),
      ...this.unit(),
      ...this.spelling(),
      ...this.typo(),
      ...this.combination(),
      ...this.form(),
      ...this.manufacturer(),
      ...this.ranking(),
      ...this.separator(),
      ...this.salt(),
      ...this.anion(),
      ...this.abbreviation(),
      ...this.oralLiquid(),
      ...this.shortWord(),
      ...this.twoWordBrand(),
      ...this.nonsense(),
    ];
  }
}

/**
 * The whole query set: for each catalogue, every kind's queries, in kind order, with stable ids.
 * A query whose rule finds no right answer in that catalogue (an issue example absent from it) is left out,
 * and so is the second of two identical queries.
 */
export function buildSearchQueries(catalogues: SearchCatalogues): { queries: SearchQuery[]; skipped: string[] } {
  const queries: SearchQuery[] = [];
  const skipped: string[] = [];
  for (const catalogue of SEARCH_CATALOGUES) {
    const builder = new Builder(catalogue, catalogues[catalogue]);
    const seen = new Set<string>();
    const drafts = builder.all();
    for (const kind of QUERY_KINDS) {
      let number = 0;
      for (const draft of drafts.filter((d) => d.kind === kind)) {
        const key = words(draft.query).join(" ");
        if (seen.has(key)) continue;
        if (kind !== "nonsense" && draft.relevant.length === 0) {
          skipped.push(`${catalogue} ${kind} "${draft.query}": nothing in the catalogue is right`);
          continue;
        }
        seen.add(key);
        number += 1;
        const short = catalogue === "sample" ? "sample" : "real";
        const firstRight = draft.firstRight && draft.firstRight.length > 0 ? draft.firstRight : undefined;
        queries.push({
          id: `${short}-${kind}-${String(number).padStart(2, "0")}`,
          kind,
          catalogue,
          query: draft.query,
          relevant: draft.relevant,
          ...(firstRight ? { firstRight } : {}),
          rule: draft.rule,
        });
      }
    }
  }
  return { queries, skipped };
}

export function readSearchQueries(): SearchQuery[] {
  return JSON.parse(readFileSync(QUERIES_PATH, "utf8")) as SearchQuery[];
}

async function main(): Promise<void> {
  const { queries, skipped } = buildSearchQueries(loadSearchCatalogues());
  for (const line of skipped) console.log(`  skipped ${line}`);
  for (const catalogue of SEARCH_CATALOGUES) {
    const counts = QUERY_KINDS.map(
      (kind) => `${kind} ${queries.filter((q) => q.catalogue === catalogue && q.kind === kind).length}`,
    );
    console.log(`  ${catalogue}: ${counts.join(", ")}`);
  }
  console.log(`  ${queries.length} queries`);
  if (process.argv.includes("--write")) {
    const options = (await prettier.resolveConfig(QUERIES_PATH)) ?? {};
    writeFileSync(QUERIES_PATH, await prettier.format(JSON.stringify(queries), { ...options, filepath: QUERIES_PATH }));
    console.log(`  → ${path.relative(process.cwd(), QUERIES_PATH)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
