import { isUnit } from "./strengths";

/**
 * A composition as the catalogue reads it (decision 64): the sheet writes most ingredients with
 * their strength in brackets, "Paracetamol (500mg)", but some without, "Velmacillin 250 mg",
 * "PARACETAMOL 500MG", "Paracetamol IP 500 mg". Those are read as the bracketed form, so that the
 * search, "Same composition", the brand's composition for a strength it lacks and the order lines
 * read one composition one way. A pharmacopoeia mark (IP, BP, USP, Ph. Eur.) before the strength
 * says which standard the substance meets, not which substance: it is left out. Ingredients are
 * separated by "+" (compare/composition-key.ts); one that ends in a bracket (its strength
 * bracketed already), or whose strength is not a number and a unit the strength table knows at its
 * end ("60 Million Spores", "5LF"), is kept as written.
 */
export function bracketedComposition(composition: string): string {
  if (!/\d/.test(composition)) return composition;
  const parts = composition.split("+");
  const read = parts.map(bracketedIngredient);
  return read.every((part, at) => part === parts[at]) ? composition : read.join("+");
}

/** "Velmacillin 250 mg" → "Velmacillin (250mg)"; "5 mg/5 ml" strengths as "(5mg/5ml)"; "1% w/w" as "(1% w/w)". */
const UNBRACKETED =
  /^(\s*)(\p{L}[\p{L}\p{M}\s.'/,-]*?)\s*(?:\b(?:IP|BP|USP|Ph\.?\s?Eur)\b\.?\s*)?(\d+(?:\.\d+)?)\s*([\p{L}%]+)(?:\s*\/\s*(\d+(?:\.\d+)?)?\s*([\p{L}]+))?(?:\s+([wv]\/[wv]))?(\s*)$/iu;
/**
 * The same with a name that holds a number, a bracketed word, a slash or a comma ("Vitamin D3
 * 60000 IU", "Vitamin B6 (Pyridoxine) 10mg", "Methylcobalamin/Mecobalamin 750mcg"): the strength
 * is then the last number, apart from the name by a space.
 */
const UNBRACKETED_NUMBERED_NAME =
  /^(\s*)(\p{L}[\p{L}\p{M}\p{N}\s.'()/,-]*?)\s+(?:\b(?:IP|BP|USP|Ph\.?\s?Eur)\b\.?\s*)?(\d+(?:\.\d+)?)\s*([\p{L}%]+)(?:\s*\/\s*(\d+(?:\.\d+)?)?\s*([\p{L}]+))?(?:\s+([wv]\/[wv]))?(\s*)$/iu;

/** A unit as the sheet's bracketed strengths write it: lower case, but IU ("(60000IU)", "(100IU/ml)"). */
const unitAsWritten = (unit: string): string => (unit.toLowerCase() === "iu" ? "IU" : unit.toLowerCase());

function bracketedIngredient(ingredient: string): string {
  // Bracketed already ("Paracetamol (500mg)"), or brackets the regexes do not read.
  if (/[)\]]\s*$/.test(ingredient) || /[[\]]/.test(ingredient)) return ingredient;
  const found = UNBRACKETED.exec(ingredient) ?? UNBRACKETED_NUMBERED_NAME.exec(ingredient);
  if (!found) return ingredient;
  const [, before = "", name = "", amount = "", unit = "", perAmount, perUnit, share, after = ""] = found;
  if (!isUnit(unit.toLowerCase()) && unit !== "%") return ingredient;
  if (perUnit !== undefined && !isUnit(perUnit.toLowerCase())) return ingredient;
  // "w/w", "w/v" say what the share is of: only after a percentage.
  if (share !== undefined && (unit !== "%" || perUnit !== undefined)) return ingredient;
  const per = perUnit === undefined ? "" : `/${perAmount ?? ""}${unitAsWritten(perUnit)}`;
  const of = share === undefined ? "" : ` ${share.toLowerCase()}`;
  return `${before}${name.trim()} (${amount}${unitAsWritten(unit)}${per}${of})${after}`;
}
