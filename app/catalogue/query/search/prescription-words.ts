import { foldLetters } from "~/catalogue/text/normalize";
import type { Token } from "~/catalogue/text/tokens";
import { editDistanceWithin } from "./typos";

/**
 * How prescriptions and orders name medicines where the sheet names them otherwise (docs/search.md,
 * "Words of prescriptions"). Each table is a general rule with its source, never a list of searches.
 * Words are compared folded (foldLetters: lower case, "ph" read as "f").
 */

const folded = (words: readonly string[]): ReadonlySet<string> => new Set(words.map((word) => foldLetters(word)));

/**
 * Salt, ester and hydrate words: the part of a pharmacopoeial substance name after the active
 * moiety (Indian Pharmacopoeia and BP monograph titles such as "Sertraline Hydrochloride",
 * "Amlodipine Besilate", "Doxycycline Hyclate"; WHO INN "Names for pharmaceutical substances:
 * salts and esters"; USP salt nomenclature policy). The sheet usually writes the active moiety
 * alone, so a search word of this list may be absent from a medicine, which then ranks after
 * those that have it. "acid" belongs here too: an acid is written by its anion as often (see
 * {@link acidAnionSpellings}).
 */
export const SALT_AND_ESTER_WORDS = folded([
  "acid",
  "acetate",
  "anhydrous",
  "axetil",
  "besilate",
  "besylate",
  "bisulfate",
  "bitartrate",
  "bromide",
  "butyrate",
  "calcium",
  "citrate",
  "decanoate",
  "dihydrate",
  "dihydrochloride",
  "dimesylate",
  "dipropionate",
  "disodium",
  "disoproxil",
  "embonate",
  "estolate",
  "etabonate",
  "ethylsuccinate",
  "fumarate",
  "furoate",
  "gluconate",
  "hcl",
  "hemifumarate",
  "hemihydrate",
  "hyclate",
  "hydrate",
  "hydrobromide",
  "hydrochloride",
  "lactate",
  "magnesium",
  "maleate",
  "medoxomil",
  "meglumine",
  "mesilate",
  "mesylate",
  "mofetil",
  "monohydrate",
  "oxalate",
  "pamoate",
  "phosphate",
  "potassium",
  "propionate",
  "proxetil",
  "sodium",
  "stearate",
  "succinate",
  "sulfate",
  "sulphate",
  "tartrate",
  "tosilate",
  "tosylate",
  "trihydrate",
  "tromethamine",
  "valerate",
  "xinafoate",
]);

/**
 * The salt or ester word a typed word misspells ("sodiun" → "sodium", "hydrocloride" →
 * "hydrochloride"), within the bound of typing errors (`maxEdits`); undefined when none is that
 * close, or when two are equally close. Compared with this table rather than the catalogue's
 * words: the sheet seldom writes the salt, so the catalogue's closest word may be another one.
 */
export function misspeltSaltWord(word: string, limit: number): string | undefined {
  if (limit === 0) return undefined;
  let best: string | undefined;
  let bestDistance = limit + 1;
  let tied = false;
  for (const salt of SALT_AND_ESTER_WORDS) {
    const distance = editDistanceWithin(word, salt, limit);
    if (distance < bestDistance) [best, bestDistance, tied] = [salt, distance, false];
    else if (distance === bestDistance && distance <= limit) tied = true;
  }
  return bestDistance <= limit && !tied ? best : undefined;
}

/**
 * Form abbreviations written on prescriptions and orders (the trade's usage, from the Latin of
 * prescriptions: Tab. tabella, Cap. capsula, Syr./Syp. syrupus, Inj. injectio, Susp., Ung./Oint.,
 * Gtt. guttae "drops", Sol./Soln., Lot., Pulv./Pwd.), and the form word of the sheet each stands for.
 * Those that are the start of their word (tab, cap, inj, …) already find it; they are listed so
 * that the word ranks as a whole-word match.
 */
export const FORM_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ["tab", "tablet"],
  ["tabs", "tablet"],
  ["cap", "capsule"],
  ["caps", "capsule"],
  ["syp", "syrup"],
  ["syr", "syrup"],
  ["inj", "injection"],
  ["susp", "suspension"],
  ["oint", "ointment"],
  ["ung", "ointment"],
  ["crm", "cream"],
  ["drp", "drop"],
  // The plural a buyer writes for the sheet's "Eye Drop" ("drops" alone finds only "Drops").
  ["drops", "drop"],
  ["drps", "drop"],
  ["gtt", "drop"],
  ["gtts", "drop"],
  ["inh", "inhaler"],
  ["sol", "solution"],
  ["soln", "solution"],
  ["lot", "lotion"],
  ["pwd", "powder"],
  ["pdr", "powder"],
  ["sach", "sachet"],
  ["supp", "suppository"],
  ["loz", "lozenge"],
]);

/**
 * Words a buyer uses for any liquid taken by mouth: a "syrup" is also sold as an oral suspension,
 * a dry syrup (powder for oral suspension) or an oral solution (IP/BP general monographs "Oral
 * Liquids": solutions, suspensions, emulsions and syrups for oral use).
 */
export const ORAL_LIQUID_WORDS = folded(["syrup", "suspension", "elixir", "linctus"]);

/** Words that say a liquid is not taken by mouth: suspensions for injection, eye drops, scalp solutions. */
const NOT_BY_MOUTH = folded([
  "injection",
  "infusion",
  "eye",
  "ear",
  "nasal",
  "ophthalmic",
  "opthalmic",
  "topical",
  "scalp",
]);

/**
 * Whether the tokens of one field of a medicine (its name or its form) say an oral liquid: an
 * oral-liquid word, or "oral" before "solution" or "liquid", and nothing that says it is not
 * taken by mouth.
 */
export function saysOralLiquid(tokens: readonly Token[]): boolean {
  let liquid = false;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.kind !== "word") continue;
    const word = token.text;
    if (NOT_BY_MOUTH.has(word)) return false;
    if (ORAL_LIQUID_WORDS.has(word)) liquid = true;
    else if (word === "oral") {
      const next = tokens[index + 1]?.text;
      if (next === "solution" || next === "liquid") liquid = true;
    }
  }
  return liquid;
}

/** Shortest stem the acid/anion rule reads: "folate" (fol-) yes, "plate" (pl-) no. */
const MIN_STEM = 3;

/**
 * The other spellings of an acid and its anion (IUPAC and INN naming: the salts and esters of
 * "X-ic acid" are "X-ates": valproic acid and sodium valproate, fusidic acid and sodium fusidate,
 * folic acid and folate; "-aic" acids drop the "a": azelaic, azelate). "clavulanate" also reads
 * "clavulanic" and "clavulanic" also "clavulanate".
 */
export function acidAnionSpellings(word: string): string[] {
  if (word.endsWith("ate") && word.length - 3 >= MIN_STEM) {
    const stem = word.slice(0, -3);
    return [`${stem}ic`, `${stem}aic`];
  }
  if (word.endsWith("ic") && word.length - 2 >= MIN_STEM) {
    const stem = word.slice(0, -2);
    return [stem.endsWith("a") ? `${stem.slice(0, -1)}ate` : `${stem}ate`];
  }
  return [];
}
