import { shownText } from "~/catalogue/medicine/placeholder";
import { canonicalWord } from "~/catalogue/query/search/spelling";
import { strengthKey } from "~/catalogue/text/strengths";
import { adjacent, tokenize } from "~/catalogue/text/tokens";

/**
 * "Same composition" (docs/product.md 11.3): a key equal for compositions with the same
 * ingredients at the same strengths. It reads text the way the search does (tokenize,
 * canonicalWord, strengthKey), so case, spacing, accents, "ph"/"f", listed spelling variants
 * (amoxycillin/amoxicillin) and equivalent units (0.5 g = 500 mg) do not matter, and ingredient
 * order does not either.
 *
 * Ingredients are separated by "+" only: in the real data "," and "and" are part of names
 * ("Rabies vaccine, Human (2.5IU)", "Lactic Acid Bacteria and Bifidobacteria"), never
 * separators. A "+" inside parentheses ("(10 mg+30 mg)/5 ml") does not separate either.
 * A concentration stays as written: "30mg/5ml" and "6mg/ml" are different keys (dividing would
 * need rounding, and the sheets write one product's concentration one way).
 */
export function compositionKey(composition: string): string | undefined {
  const text = shownText(composition);
  if (text === undefined) return undefined;
  const ingredients = splitIngredients(text)
    .map(ingredientKey)
    .filter((key) => key !== "");
  return ingredients.length === 0 ? undefined : ingredients.sort().join(" + ");
}

function splitIngredients(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let offset = 0; offset < text.length; offset++) {
    const char = text[offset];
    if (char === "(" || char === "[") depth++;
    else if ((char === ")" || char === "]") && depth > 0) depth--;
    else if (char === "+" && depth === 0) {
      parts.push(text.slice(start, offset));
      start = offset + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** One ingredient's words and strengths, in order: "amoxicillin mass:500000". */
function ingredientKey(ingredient: string): string {
  const tokens = tokenize(ingredient);
  const parts: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    const strength =
      token.kind === "number" && next && next.kind !== "number" && adjacent(ingredient, token, next)
        ? strengthKey(token.text, next.text)
        : undefined;
    if (strength !== undefined) {
      parts.push(strength);
      index++;
    } else parts.push(token.kind === "word" ? canonicalWord(token.text) : token.text);
  }
  return parts.join(" ");
}

/**
 * Kinds of dosage form that can stand in for each other when comparing prices: a tablet for a
 * capsule, not a syrup for a tablet.
 */
export const FORM_FAMILIES = [
  "solid oral",
  "liquid oral",
  "oral powder",
  "injection",
  "topical",
  "inhaled",
  "eye or ear",
  "nasal",
  "mouth",
  "rectal or vaginal",
  "kit",
] as const;
export type FormFamily = (typeof FORM_FAMILIES)[number];

/** Form words and phrases, by their words as tokenize reads them ("ophthalmic" is "oftalmic"). */
const FORMS = new Map<string, FormFamily>();
function forms(family: FormFamily, phrases: string[]) {
  for (const phrase of phrases) FORMS.set(wordsOf(phrase).join(" "), family);
}
forms("solid oral", ["tablet", "tablets", "tab", "tabs", "capsule", "capsules", "cap", "caps", "softgel", "softgels"]);
forms("solid oral", ["caplet", "caplets", "lozenge", "lozenges", "pastilles", "transcaps", "liquigel", "kidtab"]);
forms("solid oral", ["divitabs", "rapitab", "instacap", "octacap", "octacaps"]);
forms("liquid oral", ["syrup", "suspension", "oral suspension", "oral solution", "oral drops", "oral drop"]);
forms("liquid oral", ["expectorant", "elixir", "dry syrup", "liquid", "oral liquid", "emulsion", "linctus"]);
forms("oral powder", ["granules", "sachet", "sachets", "oral powder"]);
forms("injection", ["injection", "injections", "infusion", "solution for injection", "powder for injection"]);
forms("injection", ["vial", "ampoule", "penfill", "flexpen", "kwikpen", "flextouch", "cartridge", "vaccine"]);
forms("topical", ["cream", "gel", "ointment", "lotion", "dusting powder", "shampoo", "soap", "foam", "paint"]);
forms("topical", ["nail lacquer", "lacquer", "scrub", "face wash", "body wash", "conditioner", "patch", "plaster"]);
forms("topical", ["serum", "handwash", "bar", "transgel", "aquagel", "topical solution", "scalp solution"]);
forms("inhaled", ["inhaler", "rotacap", "rotacaps", "respules", "respule", "respicap", "respicaps", "transhaler"]);
forms("inhaled", ["solution for inhalation", "inhalation", "mdi", "turbuhaler", "accuhaler", "breezhaler"]);
forms("inhaled", ["autohaler", "synchrobreathe", "transpules", "smartules", "respirator solution"]);
forms("eye or ear", ["eye drop", "eye drops", "ear drop", "ear drops", "eye ointment", "ophthalmic solution"]);
forms("eye or ear", ["eye gel", "eye drop ointment", "liquifilm", "eye ear drops"]);
forms("nasal", ["nasal spray", "nasal drops", "nasal drop", "nasal gel"]);
forms("mouth", ["mouthwash", "mouth wash", "gargle", "dental gel", "oral gel", "toothpaste", "paste"]);
forms("rectal or vaginal", ["suppository", "suppositories", "enema", "pessaries", "vaginal gel", "rectal cream"]);
forms("rectal or vaginal", ["vaginal cream", "vaginal tablet", "vaginal capsule"]);
forms("kit", ["kit", "combipack", "combikit"]);

const LONGEST_PHRASE = 3;

/**
 * The family of a medicine's dosage form, from its form or pack text ("Strip of 10 tablets",
 * "Bottle of 120 MDI Nasal Spray") or else the last words of its name ("Dolo 650 Tablet"):
 * the last form phrase found, the longest at that place ("Eye Ointment" before "Ointment").
 * Undefined when neither names a known form: such a medicine is compared with nothing.
 */
export function formFamily(form: string, name: string): FormFamily | undefined {
  return lastFamily(form) ?? lastFamily(name);
}

function lastFamily(text: string): FormFamily | undefined {
  const words = wordsOf(text);
  for (let end = words.length; end > 0; end--) {
    for (let length = Math.min(LONGEST_PHRASE, end); length > 0; length--) {
      const family = FORMS.get(words.slice(end - length, end).join(" "));
      if (family !== undefined) return family;
    }
  }
  return undefined;
}

function wordsOf(text: string): string[] {
  return tokenize(text)
    .filter((token) => token.kind === "word")
    .map((token) => token.text);
}
