/** Editorial rules of scripts/lib/medicine-rules.ts: text clean-up, compositions, uses and side effects. */

// ---------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------

export const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

export const clean = (text: string): string => decodeEntities(text).replace(/\s+/g, " ").trim();

export interface Ingredient {
  name: string;
  strength: string;
}

export function parseComposition(composition: string): Ingredient[] {
  return clean(composition)
    .split(/\s*\+\s*/)
    .map((part) => {
      const match = /^(.*?)\s*\((.*)\)\s*$/.exec(part);
      return match ? { name: match[1]!.trim(), strength: match[2]!.trim() } : { name: part.trim(), strength: "" };
    })
    .filter((ingredient) => ingredient.name !== "");
}

/** Equal for the same ingredients at the same strengths, in any order: "amoxycillin(500mg)|clavulanicacid(125mg)". */
export function ingredientsKey(ingredients: Ingredient[]): string {
  return ingredients
    .map((ingredient) => `${ingredient.name}(${ingredient.strength})`.toLowerCase().replace(/\s+/g, ""))
    .sort()
    .join("|");
}

export const formatComposition = (ingredients: Ingredient[]): string =>
  ingredients
    .map((ingredient) => (ingredient.strength ? `${ingredient.name} (${ingredient.strength})` : ingredient.name))
    .join(" + ");

/** "30mg/5ml" → "30 mg/5 ml", "0.1% w/w" stays, "600000IU" → "600000 IU". */
export function formatStrength(strength: string): string {
  return strength
    .replace(/(\d)\s*(mg|mcg|gm|g|ml|IU|iu|units?|MIU|Lac|lac|billion|million)\b/g, "$1 $2")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words after which a capitalised word does not start a new list item. */
const JOINING_WORDS = new Set([
  "of",
  "and",
  "or",
  "to",
  "due",
  "with",
  "in",
  "for",
  "the",
  "by",
  "from",
  "on",
  "at",
  "after",
  "during",
  "associated",
  "postmenopausal",
  "a",
  "an",
]);

/** Splits "Vomiting Nausea Diarrhea Mucocutaneous candidiasis" before capitalised words. */
function splitCapitalised(text: string): string[] {
  const words = clean(text).split(" ").filter(Boolean);
  const items: string[][] = [];
  for (const word of words) {
    const previous = items.at(-1)?.at(-1);
    const acronym = /^[A-Z][A-Z0-9-]{0,3}$/.test(word); // "B", "D3", "B12", "HIV" continue a phrase
    const startsItem =
      previous === undefined || (/^[A-Z]/.test(word) && !acronym && !JOINING_WORDS.has(previous.toLowerCase()));
    if (startsItem) items.push([word]);
    else items.at(-1)!.push(word);
  }
  return items.map((item) => item.join(" "));
}

/** Uses glue phrases together; split at "Treatment of"/"Prevention of" or capitalised words. */
export function splitUses(text: string): string[] {
  const parts = decodeEntities(text)
    .split(/,\s*/)
    .flatMap((value) => value.split(/(?=(?:Treatment|Prevention) (?:and prevention )?of\b)/))
    .flatMap((part) => splitCapitalised(part));
  return unique(parts.map(clean).filter(Boolean));
}

/** Placeholder texts of the source that are not side effects. */
const NOT_SIDE_EFFECTS = /^(No common side effects seen|Limited data available)$/i;

export function splitSideEffects(text: string): string[] {
  const phrases = decodeEntities(text)
    .replace(/No common side effects seen|Limited data available/gi, (match) => `, ${match}, `)
    .split(/,\s*/);
  return unique(
    phrases
      .flatMap((phrase) => (NOT_SIDE_EFFECTS.test(phrase.trim()) ? [] : splitCapitalised(phrase)))
      .map(clean)
      .filter(Boolean),
  );
}

export function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

const PROPER_NOUN_STARTS =
  /^(Parkinson|Alzheimer|Crohn|Raynaud|Cushing|Addison|Paget|Wilson|Hodgkin|Graves|Meniere|Ménière|Huntington|Helicobacter|Zollinger|Kaposi|Tourette|Peyronie|Behcet|Hashimoto|Hansen)/;

/** "Treatment of Bacterial infections" → "bacterial infections" for a sentence. */
export function useForSentence(use: string): string {
  const lowerFirst = (phrase: string) =>
    PROPER_NOUN_STARTS.test(phrase) || /^[A-Z0-9]{2}/.test(phrase)
      ? phrase
      : phrase.charAt(0).toLowerCase() + phrase.slice(1);
  const match = /^(Treatment of |Prevention of |Treatment and prevention of )(.*)$/.exec(use);
  if (!match) return lowerFirst(use);
  const prefix = match[1] === "Treatment of " ? "" : match[1]!.toLowerCase();
  return prefix + lowerFirst(match[2]!);
}

export function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
