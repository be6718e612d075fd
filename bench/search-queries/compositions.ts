/** Query kinds of a composition: a brand's missing strength, and compositions written without brackets (decision 64). */
import { type CatalogueFacts, type Draft, shuffled } from "./facts";
import { hasMoleculeStrength, isSingleMolecule } from "./rules";
import { type JudgedMedicine } from "./types";
import { canonicalWord, ingredientsOf, strengthMatches, words } from "./words";

/**
 * The one molecule every medicine of the brand is made of alone, each strength in mg; none when they
 * differ or combine, or a strength is a share ("Eyemac" at 0.5% is 5 mg/ml: "eyemac 5" is not a
 * strength it lacks).
 */
function brandMolecule(own: readonly JudgedMedicine[]): string | undefined {
  const molecules = new Set(
    own.map((m) => {
      const ingredients = ingredientsOf(m.genericName);
      const [only] = ingredients;
      return ingredients.length === 1 && only!.words.length === 1 && only!.strength?.unit === "mg"
        ? only!.words[0]!
        : "";
    }),
  );
  const [molecule] = molecules;
  return molecules.size === 1 && molecule ? molecule : undefined;
}

/**
 * "Dolo 650" on a catalogue whose Dolo is drops only: the brand's medicines are one molecule alone,
 * none of them (name or strength) has the number asked, and other brands sell that molecule alone
 * at it. Right: the molecule alone at that strength, whoever makes it.
 */
export function missingStrengthQuery(facts: CatalogueFacts, brand: string, number: string): Draft | undefined {
  const own = facts.medicines.filter((m) => words(m.name)[0] === brand);
  const molecule = brandMolecule(own);
  if (molecule === undefined) return undefined;
  const ownHas = own.some(
    (m) =>
      words(m.name).includes(number) ||
      ingredientsOf(m.genericName).some((ingredient) => strengthMatches(ingredient.strength, number)),
  );
  if (ownHas) return undefined;
  return {
    kind: "missing-strength",
    query: `${brand} ${number}`,
    relevant: facts.ids((m) => isSingleMolecule(m, molecule) && hasMoleculeStrength(m, molecule, number)),
    rule: `no "${brand}" has ${number}; every "${brand}" is ${molecule} alone: ${molecule} alone at ${number}`,
  };
}

/** Numbers the molecule is sold at alone (as written, mg), by how many medicines. */
function aloneStrengths(facts: CatalogueFacts, molecule: string): string[] {
  const numbers = new Set<string>();
  for (const medicine of facts.medicines) {
    if (!isSingleMolecule(medicine, molecule)) continue;
    const strength = ingredientsOf(medicine.genericName)[0]!.strength;
    if (strength?.unit === "mg") numbers.add(String(strength.written));
  }
  return [...numbers].sort();
}

export function missingStrength(facts: CatalogueFacts): Draft[] {
  const random = facts.random("missing-strength");
  const fixed = [
    ["dolo", "650"],
    ["velcid", "500"],
  ] as const;
  const drafts: Draft[] = fixed.flatMap(([brand, number]) => missingStrengthQuery(facts, brand, number) ?? []);
  for (const brand of shuffled([...facts.brandWords(4).keys()].sort(), random)) {
    if (drafts.length >= facts.count + fixed.length) break;
    const molecule = brandMolecule(facts.medicines.filter((m) => words(m.name)[0] === brand));
    if (molecule === undefined || canonicalWord(molecule) !== molecule) continue;
    const drafted = shuffled(aloneStrengths(facts, molecule), random)
      .map((number) => missingStrengthQuery(facts, brand, number))
      .find((draft) => draft !== undefined && draft.relevant.length >= 2);
    if (drafted) drafts.push(drafted);
  }
  return drafts;
}

/** How each unit of a strength is typed in the bracketless kind, and how many of each are asked. */
const TYPED_UNITS: { unit: string; share: number; typed: (written: number, index: number) => string }[] = [
  { unit: "mg", share: 0.6, typed: (written, index) => (index % 2 === 0 ? `${written}` : `${written}mg`) },
  { unit: "%", share: 0.3, typed: (written) => `${written}%` },
  { unit: "iu", share: 0.2, typed: (written) => `${written} IU` },
];

/**
 * A molecule and strength asked of the catalogue whose compositions are written without brackets
 * ("real-bracketless"), judged by the bracketed ones: strengths in mg, shares of creams and drops
 * ("1% w/w") and international units ("Vitamin D3 60000 IU"); and the brand's missing strength there.
 */
export function bracketless(facts: CatalogueFacts): Draft[] {
  const random = facts.random("bracketless");
  const drafts = TYPED_UNITS.flatMap(({ unit, share, typed }) => {
    const candidates = facts
      .strengths()
      .filter(({ word, strength }) => strength.unit === unit && (facts.molecules.get(word) ?? 0) >= 3);
    return shuffled(candidates, random)
      .slice(0, Math.round(facts.count * share))
      .map(({ word, strength }, index) => {
        const asked = typed(strength.written, index);
        return facts.genericStrengthQuery(word, asked, "bracketless", `${word} ${asked}`);
      });
  });
  const missing = missingStrength(facts)
    .slice(0, Math.ceil(facts.count / 2))
    .map((draft) => ({ ...draft, kind: "bracketless" as const }));
  return [...drafts, ...missing];
}
