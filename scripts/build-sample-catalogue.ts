/**
 * Builds the bundled sample catalogue `data/sample-catalogue.gviz.txt`: the text a public
 * Google Sheet's gviz endpoint (`/gviz/tq?tqx=out:json`) would serve for a distributor's
 * medicine sheet, built from real public datasets (see `data/SOURCES.md`).
 *
 *   npx tsx scripts/build-sample-catalogue.ts [path-to-shared-data]
 *
 * The data path defaults to `../shared/data` relative to the repository root. The output is
 * deterministic: every pseudo-random choice comes from a small seeded PRNG keyed by the
 * product name, so the same input always gives byte-identical output. No dependencies.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readCsvObjects } from "./lib/csv";
import { type Cell, groupIndian, gvizResponse, money, num, str } from "./lib/gviz-writer";
import {
  type Category,
  type Form,
  type Ingredient,
  HOME,
  HOME_CATEGORIES,
  OTHER_CATEGORIES,
  TOPICAL_FORMS,
  categorise,
  clean,
  derivedPack,
  formLabel,
  formWord,
  formOf,
  formatComposition,
  formatStrength,
  ingredientsKey,
  isPrescription,
  listSentence,
  packUnits,
  parseComposition,
  PRESCRIPTION_SCHEDULES,
  type ScheduleCode,
  scheduleOf,
  splitSideEffects,
  splitUses,
  syntheticPrice,
  unique,
  useForSentence,
  words,
} from "./lib/medicine-rules";
import { type BrandGroup, brandGroupOf, brandGroupPack } from "./lib/brand-groups";
import { between, fnv1a, intBetween, pick, round2, seededRandom } from "./lib/random";
import { HINDI_FIELDS, sheetColumns, sheetColumnsWithout } from "./lib/sheet-columns";
import { hindiCellsOf } from "./lib/hindi-texts";

// ---------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(repoRoot, "../shared/data");
const outFile = path.join(repoRoot, "data", "sample-catalogue.gviz.txt");

const FILES = {
  details: path.join(dataDir, "medicine-details-11k", "Medicine_Details.csv"),
  prices: path.join(dataDir, "az-india-sample-500", "A_Z_medicines_dataset_of_India_sample.csv"),
  rx: path.join(dataDir, "india-100-rx-flag", "medicine_data.json"),
};

// ---------------------------------------------------------------------------------------
// Deterministic pseudo-randomness (scripts/lib/random.ts), seeded per product and purpose.
// ---------------------------------------------------------------------------------------

const SEED = "patna-sample-catalogue-v1";

/** A PRNG for one decision about one product, independent of row order. */
const rng = (...key: string[]): (() => number) => seededRandom(SEED, ...key);

// ---------------------------------------------------------------------------------------
// Joins between the datasets
// ---------------------------------------------------------------------------------------

/** Name key for joins: case, spacing and punctuation do not matter. */
const nameKey = (name: string): string =>
  clean(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const looseNameKey = (name: string): string => nameKey(name).replace(/ /g, "");

// ---------------------------------------------------------------------------------------
// Contraindications (editorial): well-established contraindications of common ingredients.
// ---------------------------------------------------------------------------------------

const NSAID = ["Active peptic ulcer", "Asthma triggered by NSAIDs", "Severe heart failure", "Severe kidney disease"];
const ARB = ["Pregnancy", "Use with aliskiren in diabetes"];
const ACE_INHIBITOR = ["Pregnancy", "History of angioedema"];
const STATIN = ["Active liver disease", "Pregnancy", "Breastfeeding"];
const BETA_BLOCKER = ["Severe bradycardia", "Heart block", "Cardiogenic shock"];
const SULFONYLUREA = ["Type 1 diabetes", "Diabetic ketoacidosis", "Severe kidney or liver disease"];
const GLIPTIN = ["Type 1 diabetes", "Diabetic ketoacidosis"];
const GLIFLOZIN = ["Type 1 diabetes", "Diabetic ketoacidosis", "Dialysis"];
const CEPHALOSPORIN = ["Allergy to cephalosporin antibiotics"];
const QUINOLONE = ["Allergy to quinolone antibiotics", "History of tendon disorders with quinolones"];
const MACROLIDE = ["Allergy to macrolide antibiotics"];
const TETRACYCLINE = ["Allergy to tetracyclines", "Pregnancy", "Children under 8 years"];
const NITROIMIDAZOLE = ["Allergy to nitroimidazoles", "Use of disulfiram in the last 2 weeks"];
const PPI = ["Use with rilpivirine"];
const POTENT_STEROID = ["Untreated skin infections", "Rosacea", "Acne"];
const TOPICAL_AZOLE = ["Allergy to azole antifungals"];
const SSRI = ["Use of MAO inhibitors"];
const BENZODIAZEPINE = ["Myasthenia gravis", "Severe breathing problems", "Sleep apnoea"];
const ALPHA_BLOCKER = ["Orthostatic hypotension", "Severe liver disease"];
const NITRATE = ["Use of sildenafil or tadalafil", "Severe low blood pressure"];
const NOAC = ["Active bleeding"];

const CONTRAINDICATIONS: Array<[RegExp, string[], { topical?: boolean; systemic?: boolean }?]> = [
  [words("amoxycillin|amoxicillin"), ["Penicillin allergy", "History of cholestatic jaundice with amoxicillin"]],
  [words("ampicillin|cloxacillin|dicloxacillin|piperacillin"), ["Penicillin allergy"]],
  [words("azithromycin"), [...MACROLIDE, "History of liver problems with azithromycin"]],
  [words("clarithromycin|erythromycin|roxithromycin"), MACROLIDE],
  [
    words(
      "cefixime|cefpodoxime|cefpodoxime proxetil|cefuroxime|cefalexin|cephalexin|cefadroxil|ceftriaxone|cefoperazone|cefdinir|cefepime|ceftazidime|cefotaxime|cefprozil",
    ),
    CEPHALOSPORIN,
  ],
  [
    words("ciprofloxacin|ofloxacin|levofloxacin|moxifloxacin|norfloxacin|prulifloxacin|gemifloxacin"),
    QUINOLONE,
    { systemic: true },
  ],
  [words("doxycycline|minocycline|tetracycline"), TETRACYCLINE, { systemic: true }],
  [words("metronidazole|ornidazole|tinidazole|secnidazole"), NITROIMIDAZOLE, { systemic: true }],
  [words("linezolid"), ["Use of MAO inhibitors within 2 weeks"]],
  [words("nitrofurantoin"), ["Severe kidney disease", "Pregnancy at term"]],
  [words("paracetamol"), ["Severe liver disease"]],
  [
    words(
      "diclofenac|aceclofenac|ibuprofen|naproxen|mefenamic acid|ketorolac|etodolac|piroxicam|lornoxicam|indomethacin|dexketoprofen|ketoprofen",
    ),
    NSAID,
    { systemic: true },
  ],
  [
    words("diclofenac|aceclofenac|ibuprofen|ketoprofen|piroxicam|etoricoxib|methyl salicylate"),
    ["Allergy to NSAIDs", "Broken or infected skin"],
    { topical: true },
  ],
  [words("etoricoxib"), [...NSAID, "Uncontrolled high blood pressure"], { systemic: true }],
  [words("celecoxib"), [...NSAID, "Sulfonamide allergy"]],
  [words("nimesulide"), ["Liver disease", "Children under 12 years", "Active peptic ulcer"]],
  [
    words("tramadol|tapentadol"),
    ["Epilepsy not controlled by treatment", "Use of MAO inhibitors", "Acute alcohol intoxication"],
  ],
  [words("amlodipine|s-amlodipine"), ["Severe low blood pressure", "Cardiogenic shock"]],
  [words("cilnidipine|nifedipine|benidipine"), ["Cardiogenic shock", "Severe aortic stenosis"]],
  [words("telmisartan|olmesartan|olmesartan medoxomil|losartan|valsartan|azilsartan|irbesartan|candesartan"), ARB],
  [words("ramipril|enalapril|lisinopril|perindopril"), ACE_INHIBITOR],
  [words("atorvastatin|rosuvastatin|simvastatin|pitavastatin|pravastatin"), STATIN],
  [words("fenofibrate"), ["Severe liver or kidney disease", "Gallbladder disease"]],
  [
    words("metoprolol|metoprolol succinate|metoprolol tartrate|atenolol|bisoprolol|nebivolol|carvedilol|labetalol"),
    BETA_BLOCKER,
  ],
  [words("propranolol"), [...BETA_BLOCKER, "Asthma"]],
  [words("clopidogrel|prasugrel"), ["Active bleeding", "Severe liver disease"]],
  [words("ticagrelor"), ["Active bleeding", "History of bleeding in the brain"]],
  [words("aspirin"), ["Active peptic ulcer", "Bleeding disorders", "Aspirin allergy"]],
  [words("hydrochlorothiazide|chlorthalidone|indapamide"), ["Anuria", "Severe kidney disease"]],
  [words("spironolactone|eplerenone"), ["High blood potassium", "Anuria"]],
  [words("torasemide|furosemide"), ["Anuria"]],
  [words("isosorbide mononitrate|isosorbide dinitrate|nitroglycerin|nicorandil"), NITRATE],
  [words("warfarin|acenocoumarol"), ["Active bleeding", "Pregnancy"]],
  [words("dabigatran|dabigatran etexilate|rivaroxaban|apixaban"), NOAC],
  [words("metformin"), ["Severe kidney disease", "Metabolic acidosis"]],
  [words("glimepiride|gliclazide|glibenclamide|glipizide"), SULFONYLUREA],
  [words("sitagliptin|vildagliptin|teneligliptin|linagliptin|saxagliptin|evogliptin"), GLIPTIN],
  [words("dapagliflozin|empagliflozin|canagliflozin|remogliflozin|remogliflozin etabonate"), GLIFLOZIN],
  [words("pioglitazone"), ["Heart failure", "History of bladder cancer"]],
  [words("voglibose|acarbose"), ["Inflammatory bowel disease", "Intestinal obstruction"]],
  [/\binsulin/i, ["Hypoglycaemia"]],
  [words("pantoprazole|rabeprazole|omeprazole|esomeprazole|lansoprazole|dexrabeprazole"), PPI],
  [
    words("domperidone"),
    [
      "Prolactin-releasing pituitary tumour",
      "Gastrointestinal bleeding or obstruction",
      "Moderate to severe liver disease",
    ],
  ],
  [words("ondansetron"), ["Use with apomorphine", "Congenital long QT syndrome"]],
  [words("lactulose|lactitol"), ["Galactosaemia", "Intestinal obstruction"]],
  [words("ursodeoxycholic acid"), ["Acute gallbladder inflammation", "Blocked bile duct"]],
  [words("dextromethorphan|dextromethorphan hydrobromide"), ["Use of MAO inhibitors"]],
  [words("phenylephrine"), ["Severe high blood pressure", "Use of MAO inhibitors"], { systemic: true }],
  [words("clobetasol|halobetasol|betamethasone|mometasone"), POTENT_STEROID, { topical: true }],
  [
    words("clotrimazole|ketoconazole|luliconazole|sertaconazole|eberconazole|miconazole"),
    TOPICAL_AZOLE,
    { topical: true },
  ],
  [words("tretinoin|adapalene"), ["Pregnancy", "Eczema", "Sunburnt skin"], { topical: true }],
  [words("isotretinoin"), ["Pregnancy", "Breastfeeding", "Liver disease", "Use of tetracyclines"], { systemic: true }],
  [words("terbinafine"), ["Chronic or active liver disease"], { systemic: true }],
  [words("itraconazole"), ["Heart failure", "Pregnancy"], { systemic: true }],
  [words("levocetirizine|cetirizine"), ["End-stage kidney disease"]],
  [words("hydroxyzine"), ["Prolonged QT interval", "Porphyria"]],
  [words("escitalopram|escitalopram oxalate|citalopram"), [...SSRI, "Prolonged QT interval"]],
  [words("sertraline|fluoxetine|paroxetine|fluvoxamine|desvenlafaxine|venlafaxine|duloxetine"), SSRI],
  [words("alprazolam|clonazepam|lorazepam|diazepam|etizolam|chlordiazepoxide"), BENZODIAZEPINE],
  [words("amitriptyline|nortriptyline|imipramine"), ["Recent heart attack", "Use of MAO inhibitors"]],
  [words("sodium valproate|valproic acid|divalproex"), ["Active liver disease", "Urea cycle disorders"]],
  [words("carbamazepine"), ["Bone marrow depression", "AV heart block", "Use of MAO inhibitors"]],
  [words("tamsulosin|silodosin|alfuzosin"), ALPHA_BLOCKER],
  [words("sildenafil|tadalafil|avanafil"), ["Use of nitrates such as nitroglycerin"]],
  [
    words("solifenacin|tolterodine|darifenacin|oxybutynin"),
    ["Urinary retention", "Narrow-angle glaucoma", "Myasthenia gravis"],
  ],
  [words("timolol"), ["Asthma", "Severe COPD", "Heart block"]],
  [words("cholecalciferol|vitamin d3|calcitriol"), ["High blood calcium"]],
  [
    words("ferrous ascorbate|ferrous fumarate|ferrous sulphate|ferric carboxymaltose|carbonyl iron|iron"),
    ["Iron overload", "Haemochromatosis"],
    { systemic: true },
  ],
  [words("albendazole"), ["Pregnancy"]],
];

function contraindicationsOf(ingredients: Ingredient[], form: Form): string[] {
  const topical = TOPICAL_FORMS.has(form) || form === "Eye Drop" || form === "Eye Ointment";
  const out: string[] = [];
  for (const ingredient of ingredients) {
    for (const [pattern, items, scope] of CONTRAINDICATIONS) {
      if (scope?.topical && !topical) continue;
      if (scope?.systemic && topical) continue;
      if (pattern.test(ingredient.name)) {
        out.push(...items);
        break;
      }
    }
  }
  return unique(out).slice(0, 5);
}

// ---------------------------------------------------------------------------------------
// Pack type and price
// ---------------------------------------------------------------------------------------

/** "strip of 15 Tablet pr" → "Strip of 15 Tablet PR". */
function tidyPackLabel(label: string): string {
  const text = clean(label).replace(/\b(sr|er|pr|dt|md|cr|xr|mr|od|xl|ds|mdi)\b/gi, (token) => token.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** india-100 "10.0 tablets in 1 strip" / "100.0 ml in 1 bottle" → "Strip of 10 tablets". */
function packFromPackaging(packaging: string, form: Form): string | undefined {
  const match = /^([\d.]+)\s+(\S+(?: \S+)?) in 1 (\S+(?: \S+)?)$/.exec(clean(packaging));
  if (!match) return undefined;
  const quantity = String(Number(match[1]));
  const unit = match[2]!;
  const container = match[3]!;
  const suffix = /^(ml|gm)$/i.test(unit) ? ` ${formWord(form)}` : "";
  return tidyPackLabel(`${container} of ${quantity} ${unit}${suffix}`);
}

// ---------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------

interface PriceRow {
  name: string;
  price: number;
  discontinued: boolean;
  manufacturer: string;
  pack: string;
  composition: string;
  form: Form;
}

interface RxRow {
  name: string;
  composition: string;
  manufacturer: string;
  packaging: string;
  prescription: boolean;
  uses: string;
}

interface Candidate {
  name: string;
  composition: Ingredient[];
  uses: string[];
  sideEffects: string[];
  marketer: string;
  form: Form;
  category: Category;
  price?: PriceRow;
  rx?: RxRow;
  origin: "details" | "details+price" | "price-only";
  order: number;
}

function loadPrices(): PriceRow[] {
  return readCsvObjects(FILES.prices).map((row) => {
    const composition = [row["short_composition1"] ?? "", row["short_composition2"] ?? ""]
      .map((part) => clean(part))
      .filter(Boolean)
      .join(" + ");
    const name = clean(row["name"] ?? "");
    const pack = tidyPackLabel(row["pack_size_label"] ?? "");
    return {
      name,
      price: Number(row["price(₹)"]),
      discontinued: /^true$/i.test((row["Is_discontinued"] ?? "").trim()),
      manufacturer: clean(row["manufacturer_name"] ?? ""),
      pack,
      composition,
      form: formOf(`${name} | ${pack}`),
    };
  });
}

function loadRx(): RxRow[] {
  const records = JSON.parse(readFileSync(FILES.rx, "utf8")) as Array<Record<string, string>>;
  return records.map((record) => ({
    name: clean(record["drugname"] ?? ""),
    composition: clean(record["composition"] ?? ""),
    manufacturer: clean(record["manufacturer"] ?? ""),
    packaging: clean(record["packaging"] ?? ""),
    prescription: record["prescription"] === "Prescription Required",
    uses: clean(record["uses"] ?? ""),
  }));
}

function indexByName<T extends { name: string }>(rows: T[]): { get(name: string): T | undefined } {
  const exact = new Map<string, T>();
  const loose = new Map<string, T>();
  for (const row of rows) {
    if (!exact.has(nameKey(row.name))) exact.set(nameKey(row.name), row);
    if (!loose.has(looseNameKey(row.name))) loose.set(looseNameKey(row.name), row);
  }
  return { get: (name) => exact.get(nameKey(name)) ?? loose.get(looseNameKey(name)) };
}

// ---------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------

const HOME_TARGET = 76;
const HOME_MAX = 90;
const OTHER_TARGET = 19;

function buildCandidates(): Candidate[] {
  const prices = loadPrices();
  // Prefer a current (not discontinued) price row when a name appears twice.
  const priceIndex = indexByName([
    ...prices.filter((row) => !row.discontinued),
    ...prices.filter((row) => row.discontinued),
  ]);
  const rxRows = loadRx();
  const rxIndex = indexByName(rxRows);
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  const usedPriceRows = new Set<PriceRow>();

  readCsvObjects(FILES.details).forEach((row, order) => {
    const name = clean(row["Medicine Name"] ?? "");
    const key = looseNameKey(name);
    if (!name || seen.has(key)) return; // skip duplicate names
    seen.add(key);
    const price = priceIndex.get(name);
    if (price) usedPriceRows.add(price);
    if (price?.discontinued) return; // a distributor does not list discontinued products
    const composition = parseComposition(row["Composition"] ?? "");
    const uses = splitUses(row["Uses"] ?? "");
    const form = price ? price.form : formOf(name);
    const categorised = categorise(name, form, composition, uses);
    if (!categorised || composition.length === 0) return;
    candidates.push({
      name,
      composition,
      uses,
      sideEffects: splitSideEffects(row["Side_effects"] ?? ""),
      marketer: clean(row["Manufacturer"] ?? ""),
      form,
      category: categorised.category,
      price,
      rx: rxIndex.get(name),
      origin: price ? "details+price" : "details",
      order,
    });
  });

  // Priced products that the 11k file lacks: real name, price, pack, composition, maker.
  prices.forEach((price, order) => {
    if (usedPriceRows.has(price) || price.discontinued) return;
    const key = looseNameKey(price.name);
    if (seen.has(key)) return;
    seen.add(key);
    const rx = rxIndex.get(price.name);
    const composition = parseComposition(rx?.composition || price.composition);
    const uses = rx ? splitUses(rx.uses) : [];
    const categorised = categorise(price.name, price.form, composition, uses);
    if (!categorised || composition.length === 0) return;
    candidates.push({
      name: price.name,
      composition,
      uses,
      sideEffects: [],
      marketer: price.manufacturer,
      form: price.form,
      category: categorised.category,
      price,
      rx,
      origin: "price-only",
      order: 100_000 + order,
    });
  });
  return candidates;
}

/** Round-robin over primary ingredients in a seeded order, so one molecule cannot dominate. */
function diverseSample(pool: Candidate[], count: number): Candidate[] {
  const groups = new Map<string, Candidate[]>();
  for (const candidate of pool) {
    const primary = (candidate.composition[0]?.name ?? "").toLowerCase();
    const group = groups.get(primary) ?? [];
    group.push(candidate);
    groups.set(primary, group);
  }
  const ordered = [...groups.entries()]
    .map(([primary, members]) => ({
      primary,
      members: members.sort(
        (a, b) => fnv1a(`${SEED}|pick|${a.name}`) - fnv1a(`${SEED}|pick|${b.name}`) || a.order - b.order,
      ),
    }))
    // Common molecules first: a distributor stocks what sells.
    .sort(
      (a, b) => b.members.length - a.members.length || (a.primary < b.primary ? -1 : a.primary > b.primary ? 1 : 0),
    );
  const chosen: Candidate[] = [];
  for (let round = 0; chosen.length < count; round += 1) {
    let added = false;
    for (const group of ordered) {
      if (chosen.length >= count) break;
      const member = group.members[round];
      if (member) {
        chosen.push(member);
        added = true;
      }
    }
    if (!added) break;
  }
  return chosen;
}

const PARENTERAL = new Set<Form>(["Injection", "Infusion", "Insulin Pen"]);
/** At most this many priced products per molecule and category, so one molecule does not crowd a shelf. */
const PER_MOLECULE = 12;

/**
 * The brands a category adds to its brand groups (scripts/lib/brand-groups.ts) until each group
 * has its number of brands: real prices first, then makers not yet in the group, in a seeded order.
 */
function brandGroupPicks(inCategory: Candidate[], chosen: Candidate[]): Candidate[] {
  const picks: Candidate[] = [];
  const members = new Map<BrandGroup, Candidate[]>();
  for (const candidate of inCategory) {
    const group = brandGroupOf(candidate);
    if (group) members.set(group, [...(members.get(group) ?? []), candidate]);
  }
  for (const [group, candidates] of members) {
    const listed = candidates.filter((candidate) => chosen.includes(candidate));
    const makers = new Set(listed.map((candidate) => candidate.marketer));
    const rest = candidates
      .filter((candidate) => !listed.includes(candidate))
      .sort(
        (a, b) =>
          Number(b.price !== undefined) - Number(a.price !== undefined) ||
          fnv1a(`${SEED}|brand|${a.name}`) - fnv1a(`${SEED}|brand|${b.name}`),
      );
    for (let needed = group.brands - listed.length; needed > 0 && rest.length > 0; needed -= 1) {
      const next = rest.find((candidate) => !makers.has(candidate.marketer)) ?? rest[0]!;
      rest.splice(rest.indexOf(next), 1);
      makers.add(next.marketer);
      picks.push(next);
    }
  }
  return picks;
}

function selectProducts(candidates: Candidate[]): Candidate[] {
  const selected: Candidate[] = [];
  for (const category of [...HOME_CATEGORIES, ...OTHER_CATEGORIES]) {
    const inCategory = candidates.filter((candidate) => candidate.category === category);
    // A home shelf grows (up to HOME_MAX) when more real prices are available for it.
    const pricedCount = inCategory.filter((candidate) => candidate.price).length;
    const target = HOME_CATEGORIES.includes(category)
      ? Math.min(HOME_MAX, Math.max(HOME_TARGET, pricedCount))
      : OTHER_TARGET;
    // Injectables are a minority on a general distributor's list (insulin excepted).
    const parenteralShare = category === HOME.diabetes ? 0.25 : category === HOME.antibiotics ? 0.12 : 0.06;
    const quota = { parenteral: Math.round(target * parenteralShare), other: target };
    const chosen: Candidate[] = [];
    const perMolecule = new Map<string, number>();
    const take = (pool: Candidate[], count: number) => {
      for (const candidate of diverseSample(pool, pool.length)) {
        if (count <= 0 || chosen.length >= target) break;
        if (chosen.includes(candidate)) continue;
        const kind = PARENTERAL.has(candidate.form) ? "parenteral" : "other";
        const molecule = (candidate.composition[0]?.name ?? "").toLowerCase();
        if (quota[kind] <= 0 || (candidate.price && (perMolecule.get(molecule) ?? 0) >= PER_MOLECULE)) continue;
        chosen.push(candidate);
        quota[kind] -= 1;
        count -= 1;
        perMolecule.set(molecule, (perMolecule.get(molecule) ?? 0) + 1);
      }
    };
    take(
      inCategory.filter((candidate) => candidate.price),
      target,
    );
    // Brand groups come next, past the shelf's size if its real prices filled it.
    chosen.push(...brandGroupPicks(inCategory, chosen));
    take(
      inCategory.filter((candidate) => !candidate.price),
      target - chosen.length,
    );
    selected.push(...chosen);
  }
  return selected;
}

// ---------------------------------------------------------------------------------------
// Sheet rows
// ---------------------------------------------------------------------------------------

/** The sample sheet's columns: every column the site reads but the pictures and the rating. */
// The Hindi columns last, as a sheet gains them later (docs/sheet-format.md, "Hindi").
const COLUMNS = [...sheetColumnsWithout(["images", "rating"]), ...sheetColumns(HINDI_FIELDS)];

function dosageOf(candidate: Candidate): string {
  const strengths = candidate.composition.map((ingredient) => formatStrength(ingredient.strength)).filter(Boolean);
  if (strengths.length > 0 && strengths.length === candidate.composition.length) {
    const text = strengths.join(" + ");
    return text.length <= 40 ? text : "";
  }
  const fromName = /(\d+(?:\.\d+)?)\s?(mg|mcg|gm|ml|IU)\b/i.exec(candidate.name);
  return fromName ? `${fromName[1]} ${fromName[2]!.toLowerCase() === "iu" ? "IU" : fromName[2]!.toLowerCase()}` : "";
}

function descriptionOf(candidate: Candidate, composition: string): string {
  const first = `${candidate.name} contains ${composition}.`;
  const uses = candidate.uses.slice(0, 3).map(useForSentence);
  if (uses.length > 0) return `${first} It is used for ${listSentence(uses)}.`;
  return `${first} It is marketed by ${candidate.marketer}.`;
}

interface Built {
  cells: Cell[];
  stats: {
    category: Category;
    stock: number;
    rx: boolean;
    realPrice: boolean;
    origin: Candidate["origin"];
    realRx: boolean;
    analoguePrice: boolean;
    groupPrice: boolean;
    onRequest: boolean;
    hasRate: boolean;
    hasGst: boolean;
    packPlace: PackPlacement["place"];
    packStyle: PackPlacement["style"];
    schedule: ScheduleCode | "";
    scheduleLoose: boolean;
    rxForcedBySchedule: boolean;
    hindi: boolean;
    /** The scheme cell as written, "" for none. */
    scheme: string;
  };
}

/**
 * Where a row's pack is written. The sheet gained its "Pack" column late, so it is filled on part
 * of the rows only; "Pack Type" then names the form alone ("Tablet"). Older rows keep the pack in
 * "Pack Type" ("Strip of 10 tablets"), and some name the form and no pack at all.
 */
interface PackPlacement {
  place: "pack column" | "pack type" | "none";
  style: "as in the data" | "short" | "box" | "trade count";
  packCell: string;
  formCell: string;
  /** What the MRP is multiplied by: a box of 10 strips costs 10 strips. */
  priceFactor: number;
}

const PACK_COLUMN_SHARE = 0.55;
const PACK_TYPE_SHARE = 0.33;

function placePack(pack: string, form: Form, random: () => number, mayChangePrice: boolean): PackPlacement {
  const where = random();
  const label = formLabel(pack, form);
  if (where >= PACK_COLUMN_SHARE + PACK_TYPE_SHARE) {
    return { place: "none", style: "as in the data", packCell: "", formCell: label, priceFactor: 1 };
  }
  if (where >= PACK_COLUMN_SHARE) {
    return { place: "pack type", style: "as in the data", packCell: "", formCell: pack, priceFactor: 1 };
  }
  // In the Pack column people write packs the trade's way too: "10 Tablets", "10 x 10 Tablets"
  // (a box of 10 strips), "100 ml Bottle", and the shorthand "10's" (ten of the form).
  const inPackColumn = (style: PackPlacement["style"], packCell: string, priceFactor = 1): PackPlacement => ({
    place: "pack column",
    style,
    packCell,
    formCell: label,
    priceFactor,
  });
  const style = random();
  const strip = /^Strip of (\d+) (tablet|capsule)s$/i.exec(pack);
  if (strip) {
    const [, count, unit] = strip;
    const units = `${unit!.charAt(0).toUpperCase()}${unit!.slice(1).toLowerCase()}s`;
    const boxed = count === "10" || count === "15"; // boxes hold 10 strips of 10 or of 15
    if (style < 0.1 && boxed && mayChangePrice) return inPackColumn("box", `10 x ${count} ${units}`, 10);
    if (style < 0.2) return inPackColumn("short", `${count} ${units}`);
    if (style < 0.235) return inPackColumn("trade count", pick(random, [`${count}'s`, `1x${count}'s`]));
  }
  const container = /^(Bottle|Tube) of ([\d.]+) (ml|gm) /.exec(pack);
  if (container && style < 0.2) return inPackColumn("short", `${container[2]} ${container[3]} ${container[1]}`);
  return inPackColumn("as in the data", pack);
}

/**
 * How the Schedule cell is typed: mostly the plain code, sometimes the way people write it
 * ("Sch H1"), sometimes left empty (but never for H1 and X, which a distributor must record).
 * "Schedule H1" written out is not used: the importer does not read it yet (app/catalogue/medicine/schedule.ts).
 */
const LOOSE_SCHEDULES: Record<ScheduleCode, readonly string[]> = {
  X: ["Sch X", "Sch. X"],
  H1: ["Sch H1", "Sch.H1", "H1 drug", "SCH H1"],
  H: ["Sch H", "Sch. H", "H drug", "sch-h"],
  OTC: ["otc", "Otc"],
};

function scheduleCell(schedule: ScheduleCode, random: () => number): { text: string; loose: boolean } {
  const typed = random();
  if (typed < 0.09 && (schedule === "H" || schedule === "OTC")) return { text: "", loose: false };
  if (typed > 0.97) return { text: pick(random, LOOSE_SCHEDULES[schedule]), loose: true };
  return { text: schedule, loose: false };
}

/**
 * Trade schemes as distributors' price lists and order apps write them (docs/product.md 11.7, the
 * patterns in data/SOURCES.md): free goods on a quantity, most often 10+1, and a few cash
 * percentages. Weighted by repetition; editorial, not any company's real offer.
 */
const SCHEMES = ["10+1", "10+1", "10+1", "5+1", "20+3", "15+2", "Buy 10 get 1 free", "10 + 2", "5%", "8%", "10%"];

/** About one row in four that has a rate carries a scheme; rows without a rate have none to apply it to. */
function schemeCell(hasRate: boolean, random: () => number): string {
  if (!hasRate || random() >= 0.25) return "";
  return pick(random, SCHEMES);
}

interface RowContext {
  analogues: Map<string, PriceRow[]>;
  /** Products listed with neither MRP nor rate: "Price on request" (docs/product.md 11.1). */
  onRequest: ReadonlySet<Candidate>;
}

function buildRow(candidate: Candidate, sl: number, context: RowContext): Built {
  const r = (purpose: string) => rng(candidate.name, purpose);
  const composition = formatComposition(candidate.composition);

  // Pack and MRP: real where joined; else a brand group's pack and price; else a real product
  // with the same composition and form gives pack and a price ±15%; else both come from the form.
  let pack: string;
  let mrp: number;
  let realPrice = false;
  let analoguePrice = false;
  let groupPrice = false;
  const group = brandGroupOf(candidate);
  if (candidate.price) {
    pack = candidate.price.pack || derivedPack(candidate.form, r("pack"));
    mrp = candidate.price.price;
    realPrice = true;
  } else if (group) {
    const fromPackaging = candidate.rx ? packFromPackaging(candidate.rx.packaging, candidate.form) : undefined;
    const priced = brandGroupPack(group, r("price"));
    pack = fromPackaging ?? priced.pack;
    mrp = fromPackaging ? priced.price * (packUnits(fromPackaging).count / packUnits(priced.pack).count) : priced.price;
    groupPrice = true;
  } else {
    const analogue = context.analogues.get(`${candidate.form}|${ingredientsKey(candidate.composition)}`)?.[0];
    const fromPackaging = candidate.rx ? packFromPackaging(candidate.rx.packaging, candidate.form) : undefined;
    pack = fromPackaging ?? analogue?.pack ?? derivedPack(candidate.form, r("pack"));
    analoguePrice = analogue !== undefined;
    mrp = analogue
      ? round2(analogue.price * between(r("price"), 0.85, 1.15))
      : syntheticPrice(candidate.form, candidate.category, pack, r("price"));
  }
  if (!realPrice) mrp = Math.max(mrp, 5);

  const placement = placePack(pack, candidate.form, r("pack-column"), !realPrice);
  mrp = round2(mrp * placement.priceFactor);

  const onRequest = context.onRequest.has(candidate);
  const rateRandom = r("rate");
  const rate = !onRequest && rateRandom() < 0.6 ? round2(mrp * (1 - between(rateRandom, 0.08, 0.2))) : undefined;
  const scheme = schemeCell(rate !== undefined, r("scheme"));

  const gstRandom = r("gst");
  let gst: number | undefined;
  if (gstRandom() < 0.7) {
    const g = gstRandom();
    gst = g < 0.9 ? 5 : g < 0.985 ? 12 : 0;
  }

  const stockRandom = r("stock");
  const s = stockRandom();
  let stockCell: Cell;
  let stock: number;
  if (s < 0.7) {
    const big = stockRandom() < 0.01;
    stock = big ? intBetween(stockRandom, 1000, 2400) : Math.round(21 * Math.pow(900 / 21, stockRandom()));
    stockCell = num(stock, big ? groupIndian(String(stock)) : String(stock));
  } else if (s < 0.85) {
    stock = intBetween(stockRandom, 1, 20);
    stockCell = num(stock);
  } else {
    stock = 0;
    stockCell = num(0);
  }

  // The schedule follows the prescription flag, except that a Schedule H1 or X substance makes
  // the medicine prescription-only whatever the flag said: the Rx column must agree with it.
  const flagged = candidate.rx
    ? candidate.rx.prescription
    : isPrescription(candidate.category, candidate.form, candidate.composition);
  const schedule = scheduleOf(candidate.composition, flagged);
  const rx = flagged || PRESCRIPTION_SCHEDULES.has(schedule);
  const typedSchedule = scheduleCell(schedule, r("schedule"));
  const variant = r("rx-variant")();
  const rxText = rx ? (variant < 0.02 ? "Y" : variant < 0.035 ? "yes" : "Yes") : variant < 0.025 ? "N" : "No";

  const manufacturer = r("manufacturer")() < 0.1 ? "" : candidate.marketer;
  const contraindications = contraindicationsOf(candidate.composition, candidate.form);
  const hindi = hindiCellsOf({
    name: candidate.name,
    composition,
    marketer: candidate.marketer,
    uses: candidate.uses,
    sideEffects: candidate.sideEffects,
    contraindications,
  });

  return {
    cells: [
      num(sl),
      str(candidate.name),
      str(composition),
      str(candidate.marketer),
      str(candidate.category),
      str(manufacturer),
      str(placement.formCell),
      str(dosageOf(candidate)),
      onRequest ? null : money(mrp),
      rate === undefined ? null : money(rate),
      gst === undefined ? null : num(gst),
      stockCell,
      str(rxText),
      str(candidate.uses.join(", ")),
      str(candidate.sideEffects.join(", ")),
      str(contraindications.join(", ")),
      str(descriptionOf(candidate, composition)),
      str(placement.packCell),
      str(typedSchedule.text),
      str(scheme),
      str(hindi.name),
      str(hindi.description),
      str(hindi.uses),
      str(hindi.sideEffects),
      str(hindi.contraindications),
    ],
    stats: {
      category: candidate.category,
      stock,
      rx,
      realPrice: realPrice && !onRequest,
      analoguePrice: analoguePrice && !onRequest,
      groupPrice: groupPrice && !onRequest,
      onRequest,
      origin: candidate.origin,
      realRx: candidate.rx !== undefined,
      hasRate: rate !== undefined,
      hasGst: gst !== undefined,
      packPlace: placement.place,
      packStyle: placement.style,
      schedule: typedSchedule.text === "" ? "" : schedule,
      scheduleLoose: typedSchedule.loose,
      rxForcedBySchedule: rx && !flagged,
      hindi: hindi.name !== "",
      scheme,
    },
  };
}

/** How many products are listed without a price. */
const ON_REQUEST_COUNT = 6;

/**
 * Products whose MRP and rate cells are empty, as on a sheet where the price is not yet known:
 * products without a real or brand-group price, one per category, in a seeded order.
 */
function onRequestProducts(selected: Candidate[]): Set<Candidate> {
  const chosen = new Set<Candidate>();
  const categories = new Set<Category>();
  const order = selected
    .filter((candidate) => !candidate.price && !brandGroupOf(candidate))
    .sort((a, b) => fnv1a(`${SEED}|on-request|${a.name}`) - fnv1a(`${SEED}|on-request|${b.name}`));
  for (const candidate of order) {
    if (chosen.size >= ON_REQUEST_COUNT) break;
    if (categories.has(candidate.category)) continue;
    categories.add(candidate.category);
    chosen.add(candidate);
  }
  return chosen;
}

// ---------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------

function main(): void {
  const candidates = buildCandidates();
  const selected = selectProducts(candidates).sort((a, b) => {
    const x = a.name.toLowerCase();
    const y = b.name.toLowerCase();
    return x < y ? -1 : x > y ? 1 : a.order - b.order;
  });

  const analogues = new Map<string, PriceRow[]>();
  for (const price of loadPrices()) {
    if (price.discontinued) continue;
    const key = `${price.form}|${ingredientsKey(parseComposition(price.composition))}`;
    analogues.set(key, [...(analogues.get(key) ?? []), price]);
  }

  const context: RowContext = { analogues, onRequest: onRequestProducts(selected) };
  const built = selected.map((candidate, index) => buildRow(candidate, index + 1, context));

  // Realistic blemishes: trailing spaces typed into a few cells.
  const blemish = (rowIndex: number, column: number) => {
    const cell = built[rowIndex]?.cells[column];
    if (cell && cell.kind === "string") cell.v = `${cell.v} `;
  };
  blemish(Math.floor(built.length * 0.12), 1); // Product Name
  blemish(Math.floor(built.length * 0.41), 3); // Marketer
  blemish(Math.floor(built.length * 0.41), 5); // Manufacturer (same row)
  // A custom number format ("0_)") leaves a trailing space in the formatted stock of a few cells.
  for (const share of [0.2, 0.52, 0.86]) {
    const index = built.findIndex(
      (row, i) => i >= built.length * share && row.stats.stock > 20 && row.stats.stock < 1000,
    );
    const cell = built[index]?.cells[11];
    if (cell && cell.kind === "number") cell.f = `${cell.v} `;
  }
  const cardiacRow = built.findIndex(
    (row, index) => index > built.length * 0.55 && row.stats.category === HOME.cardiac,
  );
  blemish(cardiacRow, 4); // Category

  // Two fully blank rows left in the middle of the sheet.
  const rows: Cell[][] = built.map((row) => row.cells);
  const blank = (): Cell[] => COLUMNS.map(() => null);
  rows.splice(Math.floor(rows.length * 0.67), 0, blank());
  rows.splice(Math.floor(rows.length * 0.33), 0, blank());

  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, gvizResponse(COLUMNS, rows), "utf8");

  // Summary on stdout.
  const count = (predicate: (stats: Built["stats"]) => boolean) => built.filter((row) => predicate(row.stats)).length;
  const perCategory = [...HOME_CATEGORIES, ...OTHER_CATEGORIES].map(
    (category) => `${category}: ${count((s) => s.category === category)}`,
  );
  console.log(
    `Wrote ${path.relative(process.cwd(), outFile)}: ${built.length} medicines, ${rows.length - built.length} blank rows`,
  );
  console.log(`  ${perCategory.join(", ")}`);
  console.log(
    `  stock in/low/out: ${count((s) => s.stock > 20)}/${count((s) => s.stock >= 1 && s.stock <= 20)}/${count((s) => s.stock <= 0)}; ` +
      `Rx: ${count((s) => s.rx)}; real MRP: ${count((s) => s.realPrice)}; ` +
      `analogue MRP: ${count((s) => s.analoguePrice)}; rate: ${count((s) => s.hasRate)}; GST: ${count((s) => s.hasGst)}`,
  );
  console.log(
    `  rows from 11k only: ${count((s) => s.origin === "details")}, 11k + A-Z price: ${count((s) => s.origin === "details+price")}, ` +
      `A-Z only: ${count((s) => s.origin === "price-only")}; real Rx flag (india-100): ${count((s) => s.realRx)}`,
  );
  console.log(
    `  brand-group MRP: ${count((s) => s.groupPrice)}; price on request: ${count((s) => s.onRequest)}; ` +
      `pack in Pack column: ${count((s) => s.packPlace === "pack column")} (short ${count((s) => s.packStyle === "short")}, ` +
      `box ${count((s) => s.packStyle === "box")}, trade count ${count((s) => s.packStyle === "trade count")}), ` +
      `in Pack Type: ${count((s) => s.packPlace === "pack type")}, none: ${count((s) => s.packPlace === "none")}`,
  );
  const schedules = ["X", "H1", "H", "OTC", ""] as const;
  console.log(
    `  schedule ${schedules.map((code) => `${code || "empty"}: ${count((s) => s.schedule === code)}`).join(", ")}; ` +
      `loosely written: ${count((s) => s.scheduleLoose)}; Rx set by the schedule: ${count((s) => s.rxForcedBySchedule)}`,
  );
  console.log(`  rows with Hindi texts: ${count((s) => s.hindi)}; with a scheme: ${count((s) => s.scheme !== "")}`);
}

main();
