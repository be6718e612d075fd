/** Query kinds that name a medicine: brand, molecule, strength, spelling, typo, combination, form, company, ranking. */
import { type CatalogueFacts, type Draft, FORM_WORDS, countBy, shuffled, sortedKeys } from "./facts";
import { formWordIn, hasForm, hasIngredientWords, hasMolecule, isSingleMolecule, madeBy } from "./rules";
import { editDistance, makeTypo } from "./typos";
import { SPELLINGS, canonicalWord, ingredientsOf, otherSpelling, words } from "./words";

/** First words of ingredients that are no molecule on their own ("Vitamin D3", "Sodium Chloride"). */
const NOT_A_MOLECULE = new Set([
  "vitamin",
  "sodium",
  "potassium",
  "calcium",
  "magnesium",
  "ferrous",
  "light",
  "liquid",
  "white",
  "yellow",
]);

/** First words of manufacturers that name no company on their own. */
const NOT_A_COMPANY = new Set(["pharma", "healthcare", "india", "labs", "laboratories", "the", "life", "care", "medi"]);

export function brand(facts: CatalogueFacts): Draft[] {
  const pool = sortedKeys(facts.brandWords(4), 2);
  return shuffled(pool, facts.random("brand"))
    .slice(0, facts.count)
    .map((word) => facts.brandQuery(word, "brand"));
}

export function brandStrength(facts: CatalogueFacts): Draft[] {
  const brands = facts.brandWords(3);
  const pairs = new Set<string>();
  for (const medicine of facts.medicines) {
    const [first, second] = words(medicine.name);
    if (first && second && brands.has(first) && /^\d+$/.test(second)) pairs.add(`${first} ${second}`);
  }
  const random = facts.random("brand-strength");
  const drafts = shuffled([...pairs].sort(), random)
    .slice(0, facts.count)
    .map((pair, index) => {
      const [brand, number] = pair.split(" ") as [string, string];
      return facts.brandStrengthQuery(brand, number, index % 3 === 0 ? `${brand}-${number}` : pair);
    });
  return [
    facts.brandStrengthQuery("dolo", "650", "dolo 650"),
    facts.brandStrengthQuery("azee", "500", "azee-500"),
    ...drafts,
  ];
}

export function generic(facts: CatalogueFacts): Draft[] {
  return shuffled(facts.moleculeList(3), facts.random("generic"))
    .slice(0, facts.count)
    .map((word) => facts.genericQuery(word, "generic"));
}

export function genericStrength(facts: CatalogueFacts): Draft[] {
  const random = facts.random("generic-strength");
  const candidates = facts
    .strengths()
    .filter(({ word, strength }) => strength.unit === "mg" && (facts.molecules.get(word) ?? 0) >= 3);
  const fixed: [string, string, string][] = [
    ["azithromycin", "500", "azithromycin 500"],
    ["paracetamol", "650", "paracetamol 650"],
    ["metformin", "500", "metformin 500"],
    ["telmisartan", "40 mg", "telmisartan 40 mg"],
  ];
  const drafts = fixed.map(([word, strength, query]) =>
    facts.genericStrengthQuery(word, strength, "generic-strength", query),
  );
  for (const [index, { word, strength }] of shuffled(candidates, random).slice(0, facts.count).entries()) {
    const written = String(strength.written);
    const typed = index % 3 === 0 ? `${written}` : index % 3 === 1 ? `${written} mg` : `${written}mg`;
    drafts.push(facts.genericStrengthQuery(word, typed, "generic-strength", `${word} ${typed}`));
  }
  return drafts;
}

export function unit(facts: CatalogueFacts): Draft[] {
  const groups: { word: string; typed: string }[][] = [[], [], []];
  for (const { word, strength } of facts.strengths()) {
    if (strength.unit !== "mg") continue;
    const grams = strength.amount / 1000;
    const decimals = (value: number) => (String(value).split(".")[1] ?? "").length;
    // Written in mg, typed in g ("1g" for 1000mg, "0.5 g" for 500mg); written in mcg, typed in mg; written in g, typed in mg.
    if (strength.amount === strength.written && strength.amount >= 100 && decimals(grams) <= 2) {
      groups[strength.amount >= 1000 ? 0 : 1]!.push({
        word,
        typed: strength.amount % 1000 === 0 ? `${grams}g` : `${grams} g`,
      });
    } else if (strength.amount < strength.written && decimals(strength.amount) <= 2) {
      groups[2]!.push({ word, typed: `${strength.amount} mg` });
    } else if (strength.amount > strength.written) {
      groups[2]!.push({ word, typed: `${strength.amount}mg` });
    }
  }
  const random = facts.random("unit");
  const picked = groups.map((group) => shuffled(group, random));
  const drafts: Draft[] = [];
  for (let round = 0; drafts.length < facts.count && picked.some((group) => group.length > round); round += 1) {
    for (const group of picked) {
      const candidate = group[round];
      if (candidate && drafts.length < facts.count)
        drafts.push(
          facts.genericStrengthQuery(candidate.word, candidate.typed, "unit", `${candidate.word} ${candidate.typed}`),
        );
    }
  }
  return drafts;
}

export function spelling(facts: CatalogueFacts): Draft[] {
  const drafts: Draft[] = [];
  const present = (word: string) =>
    facts.medicines.some((m) => ingredientsOf(m.genericName).some((i) => i.name.split(/\s+/).includes(word)));
  for (const [other, indian] of SPELLINGS) {
    // Type the spelling the catalogue uses less (or not at all).
    const count = (word: string) => facts.medicines.filter((m) => words(m.genericName).includes(word)).length;
    if (count(other) + count(indian) === 0) continue;
    const typed = count(other) <= count(indian) ? other : indian;
    if (other === "sulfate") {
      const salts = countBy(
        facts.medicines.flatMap((m) =>
          ingredientsOf(m.genericName)
            .filter((i) => i.words.length === 2 && i.words[1] === "sulphate" && /^[a-z]{5,}$/.test(i.words[0]!))
            .map((i) => i.words[0]!),
        ),
      );
      for (const salt of shuffled(sortedKeys(salts, 1), facts.random("spelling-salt")).slice(0, 2)) {
        const saltTyped = present(`${salt} ${typed}`) ? otherSpelling(typed)! : typed;
        drafts.push({
          kind: "spelling",
          query: `${salt} ${saltTyped}`,
          relevant: facts.ids((m) => hasIngredientWords(m, [salt, "sulphate"])),
          rule: `an ingredient is ${salt} sulphate/sulfate (either spelling)`,
        });
      }
      continue;
    }
    drafts.push(facts.genericQuery(typed, "spelling"));
    // The strength most medicines hold it at.
    const written = facts.medicines.flatMap((m) =>
      ingredientsOf(m.genericName)
        .filter((i) => i.words.length === 1 && i.words[0] === indian && i.strength?.unit === "mg")
        .map((i) => i.strength!.written),
    );
    const top = [...countBy(written)].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    if (top) drafts.push(facts.genericStrengthQuery(typed, String(top[0]), "spelling", `${typed} ${top[0]}`));
  }
  return drafts;
}

export function typo(facts: CatalogueFacts): Draft[] {
  const random = facts.random("typo");
  const molecules = facts.moleculeList(3).map((word) => ({ word, brand: false }));
  const brands = sortedKeys(facts.brandWords(5), 2).map((word) => ({ word, brand: true }));
  const drafts: Draft[] = [
    { ...facts.genericQuery("cetirizine", "typo", "cetrizine") },
    { ...facts.genericQuery("paracetamol", "typo", "paracetmol") },
    { ...facts.genericQuery("montelukast", "typo", "montelucast") },
  ];
  for (const { word, brand } of shuffled([...molecules, ...brands], random)) {
    if (drafts.length >= facts.count + 3) break;
    if (word.length < 5) continue;
    const typo = makeTypo(word, random, facts.vocabulary);
    if (!typo) continue;
    const draft = brand ? facts.brandQuery(word, "typo", typo) : facts.genericQuery(word, "typo", typo);
    drafts.push({ ...draft, rule: `typo of "${word}" (${editDistance(word, typo)} edit(s)): ${draft.rule}` });
  }
  return drafts;
}

export function combination(facts: CatalogueFacts): Draft[] {
  const pairs = new Set<string>();
  for (const medicine of facts.medicines) {
    const ingredients = ingredientsOf(medicine.genericName);
    if (ingredients.length !== 2) continue;
    const [a, b] = ingredients.map((i) => i.words[0] ?? "") as [string, string];
    if ([a, b].every((word) => /^[a-z]{5,}$/.test(word) && !NOT_A_MOLECULE.has(word)) && a !== b)
      pairs.add(`${a} ${b}`);
  }
  const pairQuery = (first: string, second: string, query: string): Draft => ({
    kind: "combination",
    query,
    relevant: facts.ids((m) => hasMolecule(m, first) && hasMolecule(m, second)),
    rule: `composition contains both ${canonicalWord(first)} and ${canonicalWord(second)}`,
  });
  const drafts = [pairQuery("amoxycillin", "clavulanic", "amoxycillin clavulanic")];
  for (const pair of shuffled([...pairs].sort(), facts.random("combination")).slice(0, facts.count)) {
    const [a, b] = pair.split(" ") as [string, string];
    drafts.push(pairQuery(a, b, `${b} ${a}`));
  }
  return drafts;
}

export function form(facts: CatalogueFacts): Draft[] {
  const formQuery = (word: string, formWord: string): Draft => ({
    kind: "form",
    query: `${word} ${formWord}`,
    relevant: facts.ids((m) => hasMolecule(m, word) && hasForm(m, formWord)),
    rule: `composition contains ${canonicalWord(word)} and the form or name says ${formWord}`,
  });
  const formsOf = new Map<string, Set<string>>();
  const pairCounts = new Map<string, number>();
  for (const medicine of facts.medicines) {
    const formWord = FORM_WORDS.find((fw) => hasForm(medicine, fw) && formWordIn(words(medicine.form), fw));
    if (!formWord) continue;
    for (const ingredient of ingredientsOf(medicine.genericName)) {
      const word = ingredient.words[0]!;
      if (ingredient.words.length !== 1 || !facts.molecules.has(word)) continue;
      formsOf.set(word, (formsOf.get(word) ?? new Set()).add(formWord));
      pairCounts.set(`${word} ${formWord}`, (pairCounts.get(`${word} ${formWord}`) ?? 0) + 1);
    }
  }
  const candidates = sortedKeys(pairCounts, 2).filter((pair) => (formsOf.get(pair.split(" ")[0]!)?.size ?? 0) >= 2);
  return [
    formQuery("cetirizine", "syrup"),
    formQuery("insulin", "injection"),
    ...shuffled(candidates, facts.random("form"))
      .slice(0, facts.count)
      .map((pair) => formQuery(...(pair.split(" ") as [string, string]))),
  ];
}

export function manufacturer(facts: CatalogueFacts): Draft[] {
  const makerQuery = (query: string): Draft => ({
    kind: "manufacturer",
    query,
    relevant: facts.ids((m) => madeBy(m, query)),
    rule: `manufacturer (or brand) begins with "${query}"`,
  });
  const firstWords = countBy(facts.medicines.map((m) => words(m.manufacturer)[0] ?? ""));
  const pool = sortedKeys(firstWords, facts.catalogue === "sample" ? 3 : 5).filter(
    (word) =>
      /^[a-z]{4,}$/.test(word) &&
      !NOT_A_COMPANY.has(word) &&
      !facts.nameWords.has(word) &&
      !words(facts.medicines.map((m) => m.genericName).join(" ")).includes(word),
  );
  return [
    makerQuery("cipla"),
    makerQuery("sun pharma"),
    ...shuffled(pool, facts.random("manufacturer")).slice(0, facts.count).map(makerQuery),
  ];
}

export function ranking(facts: CatalogueFacts): Draft[] {
  const random = facts.random("ranking");
  const share = facts.catalogue === "sample" ? 2 : 4;
  const aloneQuery = (word: string): Draft => ({
    ...facts.genericQuery(word, "ranking"),
    firstRight: facts.ids((m) => isSingleMolecule(m, word)),
    rule: `composition contains ${canonicalWord(word)}; first result is ${canonicalWord(word)} alone, not a combination`,
  });
  const prefixQuery = (word: string): Draft => ({
    ...facts.genericQuery(word, "ranking"),
    firstRight: facts.ids((m) =>
      [m.name, m.genericName, m.brand, m.manufacturer, m.form].some((field) =>
        words(field).some((w) => canonicalWord(w).startsWith(canonicalWord(word))),
      ),
    ),
    rule: `composition contains ${word}; first result has a word starting with "${word}" (not only longer molecules containing it)`,
  });
  // A molecule sold alone and in combinations.
  const alone = facts
    .moleculeList(3)
    .filter(
      (word) =>
        facts.medicines.some((m) => isSingleMolecule(m, word)) &&
        facts.medicines.some((m) => hasMolecule(m, word) && !isSingleMolecule(m, word)),
    );
  // A molecule inside a longer one, not at its start (cetirizine in levocetirizine).
  const molecules = facts.moleculeList(1);
  const inside = facts
    .moleculeList(2)
    .filter((word) => molecules.some((other) => other !== word && other.includes(word) && !other.startsWith(word)));
  // A full product name, when other names start with the same brand word.
  const brands = facts.brandWords(3);
  const nameWords = facts.medicines.map((m) => words(m.name));
  const names = [...new Set(facts.medicines.map((m) => m.name.toLowerCase().trim()))]
    .filter((name) => {
      const wanted = words(name);
      if ((brands.get(wanted[0] ?? "") ?? 0) < 3) return false;
      // Another, longer name holds all its words, so the exact one has to be ranked first.
      return nameWords.some((have) => have.length > wanted.length && wanted.every((w) => have.includes(w)));
    })
    .sort();
  const exact = shuffled(names, random)
    .slice(0, share + 1)
    .map((name): Draft => ({
      kind: "ranking",
      query: name,
      relevant: facts.ids((m) => words(name).every((w) => words(m.name).includes(w))),
      firstRight: facts.ids((m) => words(m.name).join(" ") === words(name).join(" ")),
      rule: `name has all the words; first result is the product of exactly that name`,
    }));
  return [
    aloneQuery("paracetamol"),
    prefixQuery("cetirizine"),
    ...shuffled(alone, random)
      .slice(0, share + 1)
      .map(aloneQuery),
    ...shuffled(inside, random).slice(0, share).map(prefixQuery),
    ...exact,
  ];
}
