/** Editorial rules of scripts/lib/medicine-rules.ts: the dosage form, read from the product name. */

// ---------------------------------------------------------------------------------------
// Dosage forms (from the product name)
// ---------------------------------------------------------------------------------------

export type Form =
  | "Tablet"
  | "Capsule"
  | "Syrup"
  | "Suspension"
  | "Oral Drops"
  | "Eye Drop"
  | "Eye Ointment"
  | "Ear Drop"
  | "Nasal Spray"
  | "Inhaler"
  | "Rotacap"
  | "Respules"
  | "Cream"
  | "Gel"
  | "Ointment"
  | "Lotion"
  | "Shampoo"
  | "Soap"
  | "Dusting Powder"
  | "Powder"
  | "Sachet"
  | "Granules"
  | "Injection"
  | "Insulin Pen"
  | "Infusion"
  | "Solution"
  | "Spray"
  | "Kit"
  | "Lozenges"
  | "Mouth"
  | "Vaginal"
  | "Suppository"
  | "Other";

const FORM_RULES: Array<[RegExp, Form]> = [
  [/\b(mouth ?wash|gargle|tooth ?paste|oral gel|mouth gel|dental|gum paint|mouth paint|paint)\b/i, "Mouth"],
  [/\b(vaginal|pessar(y|ies))\b/i, "Vaginal"],
  [/\bsuppositor(y|ies)\b/i, "Suppository"],
  [/\b(eye|ophthalmic|opthalmic)\b.*\b(ointment)\b/i, "Eye Ointment"],
  [/\b(eye|ophthalmic|opthalmic|eye\/ear|liquifilm)\b/i, "Eye Drop"],
  [/\bear drops?\b/i, "Ear Drop"],
  [/\bnasal\b/i, "Nasal Spray"],
  [/\b(inhaler|transhaler|inhalation|autohaler|synchrobreathe)\b/i, "Inhaler"],
  [/\b(rotacaps?|respicaps?|transcaps?|octacaps?|instacaps?|redicaps?)\b/i, "Rotacap"],
  [/\b(respules?|transpules?|nebuliser|nebulizer)\b/i, "Respules"],
  [/\b(penfill|cartridge|flexpen|kwikpen|pen|solostar)\b/i, "Insulin Pen"],
  [/\binfusion\b/i, "Infusion"],
  [/\b(injection|vial|prefilled|pre-filled|vaccine)\b/i, "Injection"],
  [/\bdusting powder\b/i, "Dusting Powder"],
  [/\b(cream|creme)\b/i, "Cream"],
  [/\b(ointment|oint)\b/i, "Ointment"],
  [/\b(lotion|lot)\b/i, "Lotion"],
  [/\b(shampoo)\b/i, "Shampoo"],
  [/\b(soap|bar|body wash|face wash|cleanser)\b/i, "Soap"],
  [/\b(gel|jelly)\b/i, "Gel"],
  [/\b(oral drops?|drops?)\b/i, "Oral Drops"],
  [/\b(syrup|expectorant|linctus|elixir|liquid|tonic)\b/i, "Syrup"],
  [/\b(suspension|dry syrup)\b/i, "Suspension"],
  [/\bsachets?\b/i, "Sachet"],
  [/\bgranules?\b/i, "Granules"],
  [/\bpowder\b/i, "Powder"],
  [/\blozenges?\b/i, "Lozenges"],
  [/\bkit\b/i, "Kit"],
  [/\b(capsules?|softgels?|cap)\b/i, "Capsule"],
  [/\b(tablets?|tab|kidtab|rapitab)\b/i, "Tablet"],
  [/\bsolution\b/i, "Solution"],
  [/\bspray\b/i, "Spray"],
];

export function formOf(name: string): Form {
  for (const [pattern, form] of FORM_RULES) if (pattern.test(name)) return form;
  return "Other";
}

export const TOPICAL_FORMS = new Set<Form>(["Cream", "Gel", "Ointment", "Lotion", "Shampoo", "Soap", "Dusting Powder"]);
