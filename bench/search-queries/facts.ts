/** What one catalogue holds, for the query kinds of bench/search-queries.ts, and the helpers they share. */
import { seededRandom } from "../../scripts/lib/random";
import { hasMolecule, hasMoleculeStrength, nameHasRun } from "./rules";
import { type JudgedMedicine, type QueryKind, type SearchCatalogue, type SearchQuery } from "./types";
import { catalogueVocabulary } from "./typos";
import { canonicalWord, ingredientsOf, type Strength, strengthMatches, words } from "./words";

// ---------------------------------------------------------------------------------------------
// Building the set

/** A query before its id and catalogue are given. */
export type Draft = Omit<SearchQuery, "id" | "catalogue">;

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

export const countBy = <T>(items: Iterable<T>): Map<T, number> => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

export const sortedKeys = <T>(map: Map<T, number>, min: number): T[] =>
  [...map]
    .filter(([, count]) => count >= min)
    .map(([key]) => key)
    .sort();

export const FORM_WORDS = [
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

/** What one catalogue holds, as the kinds' rules ask it: words, molecules, brand words, and the query shapes they share. */
export class CatalogueFacts {
  readonly vocabulary: string[];
  readonly nameWords: Set<string>;
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
}
