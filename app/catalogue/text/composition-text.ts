import { isUnit } from "./strengths";

/**
 * A composition as the catalogue reads it (decision 64): the sheet writes most ingredients with
 * their strength in brackets, "Paracetamol (500mg)", but some without, "Velmacillin 250 mg",
 * "PARACETAMOL 500MG", "Paracetamol IP 500 mg". Those are read as the bracketed form, so that the
 * search, "Same composition", the brand's composition for a strength it lacks and the order lines
 * read one composition one way. A pharmacopoeia mark (IP, BP, USP, Ph. Eur.) before the strength
 * says which standard the substance meets, not which substance: it is left out. Ingredients are
 * separated by "+" (compare/composition-key.ts); one with a bracket, or whose strength is not a
 * number and a unit at its end, is kept as written.
 */
export function bracketedComposition(composition: string): string {
  if (!/\d/.test(composition)) return composition;
  const parts = composition.split("+");
  const read = parts.map(bracketedIngredient);
  return read.every((part, at) => part === parts[at]) ? composition : read.join("+");
}

/** "Velmacillin 250 mg" → "Velmacillin (250mg)"; "5 mg/5 ml" strengths as "(5mg/5ml)". */
const UNBRACKETED =
  /^(\s*)(\p{L}[\p{L}\p{M}\s.'-]*?)\s*(?:\b(?:IP|BP|USP|Ph\.?\s?Eur)\b\.?\s*)?(\d+(?:\.\d+)?)\s*([\p{L}%]+)(?:\s*\/\s*(\d+(?:\.\d+)?)?\s*([\p{L}]+))?(\s*)$/iu;

function bracketedIngredient(ingredient: string): string {
  if (/[()[\]]/.test(ingredient)) return ingredient;
  const found = UNBRACKETED.exec(ingredient);
  if (!found) return ingredient;
  const [, before = "", name = "", amount = "", unit = "", perAmount, perUnit, after = ""] = found;
  if (!isUnit(unit.toLowerCase()) && unit !== "%") return ingredient;
  if (perUnit !== undefined && !isUnit(perUnit.toLowerCase())) return ingredient;
  const per = perUnit === undefined ? "" : `/${perAmount ?? ""}${perUnit.toLowerCase()}`;
  return `${before}${name.trim()} (${amount}${unit.toLowerCase()}${per})${after}`;
}
