/** The order-line cases of exact names before longer ones, suffixes and patient words (bench/order-lines.ts). */
import type { Medicine } from "~/catalogue/medicine/medicine";
import { seededRandom } from "../../scripts/lib/random";
import { UNITS, compositionWords } from "./reading";
import { type OrderLineKind } from "./types";
import { NAMED_TEMPLATES, pick } from "./written";

// ---- Decision 017: exact names before longer ones, suffixes, patient words (appended, so the lines above stay) ----

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

export function addNamedLines(
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
