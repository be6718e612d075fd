/** Words, spellings and strengths as the search-quality rules read them (bench/search-queries.ts). */

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
