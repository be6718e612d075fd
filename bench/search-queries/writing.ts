/** Query kinds written as prescriptions and orders write them: separators, salts, anions, abbreviations, oral liquids, short words, two-word brands, and nonsense. */
import { type CatalogueFacts, type Draft, FORM_WORDS, countBy, shuffled, sortedKeys } from "./facts";
import { hasForm, hasIngredientWords, hasMolecule, nameHasRun } from "./rules";
import { type JudgedMedicine } from "./types";
import { isNonsense, pseudoWord } from "./typos";
import { canonicalWord, ingredientsOf, words } from "./words";

/**
 * Salts and esters of molecules as their monographs name them (Indian Pharmacopoeia, BP, USP):
 * [molecule as the catalogue writes it, salt or ester word(s)]. A prescription names the salt; the
 * sheet often leaves it out.
 */
const PHARMACOPOEIA_SALTS: readonly (readonly [string, string])[] = [
  ["amlodipine", "besylate"],
  ["losartan", "potassium"],
  ["diclofenac", "sodium"],
  ["doxycycline", "hyclate"],
  ["metformin", "hydrochloride"],
  ["atorvastatin", "calcium"],
  ["rosuvastatin", "calcium"],
  ["montelukast", "sodium"],
  ["pantoprazole", "sodium"],
  ["rabeprazole", "sodium"],
  ["esomeprazole", "magnesium"],
  ["ondansetron", "hydrochloride"],
  ["fexofenadine", "hydrochloride"],
  ["tramadol", "hydrochloride"],
  ["clopidogrel", "bisulfate"],
  ["bisoprolol", "fumarate"],
  ["ciprofloxacin", "hydrochloride"],
  ["cefuroxime", "axetil"],
  ["cefpodoxime", "proxetil"],
  ["ceftriaxone", "sodium"],
  ["olmesartan", "medoxomil"],
  ["escitalopram", "oxalate"],
  ["propranolol", "hydrochloride"],
  ["amitriptyline", "hydrochloride"],
  ["levocetirizine", "dihydrochloride"],
  ["cetirizine", "hydrochloride"],
  ["quetiapine", "fumarate"],
  ["ranitidine", "hydrochloride"],
  ["betahistine", "dihydrochloride"],
  ["naproxen", "sodium"],
  ["azithromycin", "dihydrate"],
  ["prednisolone", "acetate"],
  ["betamethasone", "valerate"],
  ["clobetasol", "propionate"],
  ["mometasone", "furoate"],
  ["salmeterol", "xinafoate"],
  ["fluoxetine", "hydrochloride"],
  ["duloxetine", "hydrochloride"],
  ["venlafaxine", "hydrochloride"],
  ["donepezil", "hydrochloride"],
  ["pioglitazone", "hydrochloride"],
  ["sitagliptin", "phosphate"],
  ["terbinafine", "hydrochloride"],
  ["moxifloxacin", "hydrochloride"],
  ["levofloxacin", "hemihydrate"],
  ["tamsulosin", "hydrochloride"],
  ["ivabradine", "hydrochloride"],
  ["trimetazidine", "dihydrochloride"],
  ["hydroxychloroquine", "sulfate"],
  ["lidocaine", "hydrochloride"],
  ["ambroxol", "hydrochloride"],
  ["cinnarizine", "hydrochloride"],
];

/** Acids whose anions ("…ate") are salts and esters of medicines (pharmacopoeia monograph titles). */
const KNOWN_ACID_STEMS = new Set([
  "hyaluron",
  "risedron",
  "alendron",
  "ibandron",
  "zoledron",
  "fenofibr",
  "succin",
  "fumar",
  "glucon",
  "ascorb",
  "lact",
  "citr",
  "acet",
  "salicyl",
  "benzo",
  "fol",
  "oxal",
  "fusid",
  "valpro",
  "mefenam",
  "tranexam",
]);

/** Stems of the anion rule's own examples (docs/search.md): left out, so that the set tests the rule, not its examples. */
const ISSUE_EXAMPLE_STEMS = new Set(["clavulan", "valpro"]);

/**
 * Form abbreviations of prescriptions and orders (the trade's usage: Tab., Cap., Syp./Syr., Inj.,
 * Susp., Oint., Crm., Drp./Gtt. (guttae), Inh., Sol./Soln., Lot.) and the form word each stands for.
 */
const FORM_ABBREVIATIONS: readonly (readonly [string, string])[] = [
  ["tab", "tablet"],
  ["cap", "capsule"],
  ["syp", "syrup"],
  ["syr", "syrup"],
  ["inj", "injection"],
  ["susp", "suspension"],
  ["oint", "ointment"],
  ["crm", "cream"],
  ["drp", "drop"],
  ["gtt", "drop"],
  ["inh", "inhaler"],
  ["lot", "lotion"],
];

/** Taken by mouth as a liquid: syrup, suspension, dry syrup, elixir, linctus, oral solution; not for eye, ear, nose or injection. */
function isOralLiquid(medicine: JudgedMedicine): boolean {
  const text = words(`${medicine.name} ${medicine.form}`).join(" ");
  if (/\b(injection|eye|ear|nasal|ophthalmic|opthalmic|topical|scalp)\b/.test(text)) return false;
  return /\b(syrup|suspension|elixir|linctus)\b|\boral (solution|liquid)\b/.test(text);
}

export function separator(facts: CatalogueFacts): Draft[] {
  const separatorQuery = (query: string): Draft => ({
    kind: "separator",
    query,
    relevant: facts.ids((m) => nameHasRun(m.name, query)),
    firstRight: facts.ids((m) => nameHasRun(m.name, query, true)),
    rule: `consecutive words of the name spell "${words(query).join("")}" with separators dropped; first result's name starts so`,
  });
  // Names whose first two words are a brand and a short suffix ("Pan-D", "AB Phylline"): type them the other way.
  const typed = new Set<string>();
  for (const medicine of facts.medicines) {
    const chunks = medicine.name.toLowerCase().split(/\s+/);
    const [first, second] = words(medicine.name);
    if (!first || !second || !/^[a-z]{2,}$/.test(first) || !/^[a-z0-9]{1,3}$/.test(second) || /^\d+$/.test(second))
      continue;
    const hyphenated = chunks[0]!.replace(/[^a-z0-9]/g, "") === first + second;
    typed.add(hyphenated ? `${first} ${second}` : `${first}${second}`);
  }
  return [
    separatorQuery("pan d"),
    separatorQuery("pand"),
    separatorQuery("glycomet gp 1"),
    ...shuffled([...typed].sort(), facts.random("separator"))
      .slice(0, facts.count)
      .map(separatorQuery),
  ];
}

/**
 * A generic with the salt or ester the sheet leaves out, as a prescription names it
 * ("X hydrochloride 50"): the salt from the monograph title (PHARMACOPOEIA_SALTS), the molecule
 * and strength from the catalogue, which writes the molecule alone.
 */
export function salt(facts: CatalogueFacts): Draft[] {
  const random = facts.random("salt");
  const written = new Set(
    facts
      .strengths()
      .filter(({ strength }) => strength.unit === "mg")
      .map(({ word, strength }) => `${word} ${strength.written}`),
  );
  const candidates = PHARMACOPOEIA_SALTS.filter(
    ([molecule, salt]) =>
      (facts.molecules.get(molecule) ?? 0) >= 1 &&
      !facts.medicines.some((m) => hasIngredientWords(m, [molecule, ...salt.split(" ")])),
  );
  const drafts: Draft[] = [];
  for (const [index, [molecule, salt]] of shuffled(candidates, random).entries()) {
    if (drafts.length >= facts.count + 4) break;
    const strengths = [...written].filter((pair) => pair.startsWith(`${molecule} `)).sort();
    const strength =
      strengths.length > 0 && index % 3 !== 2 ? strengths[Math.floor(random() * strengths.length)]! : undefined;
    if (strength === undefined) {
      drafts.push({ ...facts.genericQuery(molecule, "salt", `${molecule} ${salt}`) });
      continue;
    }
    const number = strength.split(" ")[1]!;
    drafts.push(facts.genericStrengthQuery(molecule, number, "salt", `${molecule} ${salt} ${number}`));
  }
  return drafts;
}

/** An acid asked for by its anion ("…ate" for "…ic acid") and an "…ate" salt asked for as its acid. */
export function anion(facts: CatalogueFacts): Draft[] {
  const random = facts.random("anion");
  // Stems of acids: those the catalogue writes as "…ic acid", and the acids of the pharmacopoeias' anions.
  const stems = new Map<string, "acid" | "anion">();
  for (const medicine of facts.medicines) {
    for (const ingredient of ingredientsOf(medicine.genericName)) {
      ingredient.words.forEach((word, index) => {
        if (word === "acid" && /^[a-z]{4,}ic$/.test(ingredient.words[index - 1] ?? ""))
          stems.set(ingredient.words[index - 1]!.slice(0, -2), "acid");
      });
    }
  }
  for (const medicine of facts.medicines) {
    for (const ingredient of ingredientsOf(medicine.genericName)) {
      for (const word of ingredient.words) {
        const stem = word.slice(0, -3);
        if (word.endsWith("ate") && KNOWN_ACID_STEMS.has(stem) && !stems.has(stem)) stems.set(stem, "anion");
      }
    }
  }
  const hasStem = (m: JudgedMedicine, stem: string) =>
    ingredientsOf(m.genericName).some((i) => i.words.includes(`${stem}ic`) || i.words.includes(`${stem}ate`));
  const pool = [...stems]
    .filter(
      ([stem]) =>
        !ISSUE_EXAMPLE_STEMS.has(stem) && !/[aeiou]$/.test(stem) && facts.ids((m) => hasStem(m, stem)).length >= 2,
    )
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return shuffled(pool, random)
    .slice(0, facts.count)
    .map(([stem, written]) => ({
      kind: "anion" as const,
      query: written === "acid" ? `${stem}ate` : `${stem}ic acid`,
      relevant: facts.ids((m) => hasStem(m, stem)),
      rule: `an ingredient is ${stem}ic acid or a ${stem}ate (the anion names the acid)`,
    }));
}

/** A molecule with the form abbreviated as on prescriptions and orders ("X tab", "X syp"). */
export function abbreviation(facts: CatalogueFacts): Draft[] {
  const random = facts.random("abbreviation");
  const drafts: Draft[] = [];
  for (const [abbreviation, formWord] of shuffled(FORM_ABBREVIATIONS, random)) {
    const pairs = countBy(
      facts.medicines
        .filter((m) => hasForm(m, formWord))
        .flatMap((m) => ingredientsOf(m.genericName).map((i) => i.words[0] ?? ""))
        .filter((word) => facts.molecules.has(word)),
    );
    const molecules = shuffled(sortedKeys(pairs, 1), random).slice(0, facts.catalogue === "sample" ? 1 : 2);
    for (const word of molecules) {
      drafts.push({
        kind: "abbreviation",
        query: `${word} ${abbreviation}`,
        relevant: facts.ids((m) => hasMolecule(m, word) && hasForm(m, formWord)),
        rule: `composition contains ${canonicalWord(word)} and the form or name says ${formWord} ("${abbreviation}")`,
      });
    }
  }
  return drafts;
}

/** A molecule sold as an oral suspension, dry syrup or oral solution, asked for as "syrup" (or the other way). */
export function oralLiquid(facts: CatalogueFacts): Draft[] {
  const random = facts.random("oral-liquid");
  const liquids = facts.medicines.filter(isOralLiquid);
  const byMolecule = new Map<string, Set<string>>();
  for (const medicine of liquids) {
    const kind = hasForm(medicine, "syrup") ? "syrup" : "other";
    for (const ingredient of ingredientsOf(medicine.genericName)) {
      const word = ingredient.words[0] ?? "";
      if (facts.molecules.has(word)) byMolecule.set(word, (byMolecule.get(word) ?? new Set()).add(kind));
    }
  }
  const pool = [...byMolecule]
    .filter(([, kinds]) => kinds.has("other"))
    .map(([word]) => word)
    .sort();
  return shuffled(pool, random)
    .slice(0, facts.count)
    .map((word, index) => {
      const typed = index % 3 === 2 ? "suspension" : "syrup";
      return {
        kind: "oral-liquid" as const,
        query: `${word} ${typed}`,
        relevant: facts.ids((m) => hasMolecule(m, word) && isOralLiquid(m)),
        firstRight: facts.ids((m) => hasMolecule(m, word) && hasForm(m, typed)),
        rule: `composition contains ${canonicalWord(word)} and it is an oral liquid (syrup, suspension, dry syrup, oral solution); first result says ${typed}`,
      };
    });
}

/**
 * A brand with a one- or two-letter word ("X D", "X LS"), typed apart: the product that has those
 * words one after the other; never a letter found inside another word.
 */
export function shortWord(facts: CatalogueFacts): Draft[] {
  const typed = new Set<string>();
  for (const medicine of facts.medicines) {
    const [first, second] = words(medicine.name);
    if (first && second && /^[a-z]{3,}$/.test(first) && /^[a-z]{1,2}$/.test(second)) typed.add(`${first} ${second}`);
  }
  return shuffled([...typed].sort(), facts.random("short-word"))
    .slice(0, facts.count)
    .map((query) => facts.nameRunQuery("short-word", query, ""));
}

/**
 * A brand whose name is two words (or hyphenated), when longer names start with the same
 * letters ("ab phylline" and "Abphyllin…"): the brand itself first.
 */
export function twoWordBrand(facts: CatalogueFacts): Draft[] {
  const compacts = facts.medicines.map((m) => words(m.name).join(""));
  const typed = new Set<string>();
  for (const medicine of facts.medicines) {
    const [first, second] = words(medicine.name);
    if (!first || !second || !/^[a-z]{2,}$/.test(first) || !/^[a-z]{2,}$/.test(second)) continue;
    if (FORM_WORDS.some((formWord) => second.startsWith(formWord))) continue;
    const run = first + second;
    // A longer name runs on past the brand without a word break there.
    const longer = facts.medicines.some(
      (m, index) => compacts[index]!.startsWith(run) && !nameHasRun(m.name, `${first} ${second}`, true),
    );
    if (longer) typed.add(`${first} ${second}`);
  }
  return shuffled([...typed].sort(), facts.random("two-word-brand"))
    .slice(0, facts.count)
    .map((query) => facts.nameRunQuery("two-word-brand", query, ", not a longer word starting the same"));
}

/**
 * Decision 64: a name that is a brand and its form ("Montair-LC Tablet", "Glycomet-GP 1 Tablet PR")
 * when other names add a word to it ("Montair LC Kid Syrup", "Glycomet-GP 1 Forte Tablet SR"): the
 * search of the brand lists the exact name, its form and release words aside, first.
 */
const ENDINGS = new Set([
  ...FORM_WORDS,
  ...["liquid", "drop", "drops", "ointment", "soap", "powder", "dusting", "oral", "ear", "eye", "nasal"],
  ...["spray", "lotion", "solution", "suspension", "infusion", "inhaler", "rotacap", "respules", "shampoo"],
  ...["dt", "md", "sr", "xr", "cr", "er", "mr", "pr", "dr", "od", "ir"],
]);
export function exactName(facts: CatalogueFacts): Draft[] {
  const cores = facts.medicines.map((m) => {
    const all = words(m.name);
    let end = all.length;
    while (end > 1 && ENDINGS.has(all[end - 1]!)) end--;
    return all.slice(0, end).join(" ");
  });
  const typed = new Set<string>();
  cores.forEach((core, index) => {
    if (core.split(" ").length < 2 || cores.filter((other) => other === core).length !== 1) return;
    const longer = cores.some((other, at) => at !== index && other.startsWith(`${core} `));
    if (longer) typed.add(core);
  });
  // The issue's own examples first, when this catalogue has them so.
  const examples = ["montair lc", "glycomet gp 1"].filter((query) => typed.has(query));
  const picked = shuffled([...typed].sort(), facts.random("exact-name")).filter((query) => !examples.includes(query));
  return [...examples, ...picked.slice(0, facts.count)].map((query) => ({
    kind: "exact-name" as const,
    query,
    relevant: facts.ids((m) => nameHasRun(m.name, query)),
    firstRight: facts.medicines.filter((_, at) => cores[at] === query).map((m) => m.id),
    rule: `consecutive words of the name are "${query}"; first result is the name that adds only its form`,
  }));
}

export function nonsense(facts: CatalogueFacts): Draft[] {
  const random = facts.random("nonsense");
  const drafts: Draft[] = [];
  const fresh = (): string => {
    for (;;) {
      const word = pseudoWord(random);
      if (isNonsense(word, facts.vocabulary)) return word;
    }
  };
  const total = facts.catalogue === "sample" ? 5 : 10;
  for (let index = 0; index < total; index += 1) {
    const query = index % 4 === 3 ? `${fresh()} ${fresh()}` : fresh();
    drafts.push({
      kind: "nonsense",
      query,
      relevant: [],
      rule: "no catalogue word within 2 edits or containing it: no results",
    });
  }
  return drafts;
}
