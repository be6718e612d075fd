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
// CSV (RFC 4180): quoted fields, doubled quotes, separators and line breaks inside quotes,
// CRLF or LF line ends, optional UTF-8 BOM.
// ---------------------------------------------------------------------------------------

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === "") {
      inQuotes = true;
      i += 1;
    } else if (ch === ",") {
      row.push(field);
      field = "";
      i += 1;
    } else if (ch === "\r" || ch === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      field += ch;
      i += 1;
    }
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function readCsvObjects(file: string): Record<string, string>[] {
  const [header, ...body] = parseCsv(readFileSync(file, "utf8"));
  if (!header) throw new Error(`${file}: empty CSV`);
  return body
    .filter((cells) => cells.some((cell) => cell.trim() !== ""))
    .map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])));
}

// ---------------------------------------------------------------------------------------
// Deterministic pseudo-randomness: FNV-1a hash of a key seeds mulberry32.
// ---------------------------------------------------------------------------------------

const SEED = "patna-sample-catalogue-v1";

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, "utf8")) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG for one decision about one product, independent of row order. */
function rng(...key: string[]): () => number {
  return mulberry32(fnv1a([SEED, ...key].join("\u0000")));
}

function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

function intBetween(random: () => number, min: number, max: number): number {
  return Math.floor(between(random, min, max + 1));
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

// ---------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------

const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

const clean = (text: string): string => decodeEntities(text).replace(/\s+/g, " ").trim();

/** Name key for joins: case, spacing and punctuation do not matter. */
const nameKey = (name: string): string =>
  clean(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const looseNameKey = (name: string): string => nameKey(name).replace(/ /g, "");

interface Ingredient {
  name: string;
  strength: string;
}

function parseComposition(composition: string): Ingredient[] {
  return clean(composition)
    .split(/\s*\+\s*/)
    .map((part) => {
      const match = /^(.*?)\s*\((.*)\)\s*$/.exec(part);
      return match ? { name: match[1]!.trim(), strength: match[2]!.trim() } : { name: part.trim(), strength: "" };
    })
    .filter((ingredient) => ingredient.name !== "");
}

const formatComposition = (ingredients: Ingredient[]): string =>
  ingredients
    .map((ingredient) => (ingredient.strength ? `${ingredient.name} (${ingredient.strength})` : ingredient.name))
    .join(" + ");

/** "30mg/5ml" → "30 mg/5 ml", "0.1% w/w" stays, "600000IU" → "600000 IU". */
function formatStrength(strength: string): string {
  return strength
    .replace(/(\d)\s*(mg|mcg|gm|g|ml|IU|iu|units?|MIU|Lac|lac|billion|million)\b/g, "$1 $2")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words after which a capitalised word does not start a new list item. */
const JOINING_WORDS = new Set([
  "of",
  "and",
  "or",
  "to",
  "due",
  "with",
  "in",
  "for",
  "the",
  "by",
  "from",
  "on",
  "at",
  "after",
  "during",
  "associated",
  "postmenopausal",
  "a",
  "an",
]);

/** Splits "Vomiting Nausea Diarrhea Mucocutaneous candidiasis" before capitalised words. */
function splitCapitalised(text: string): string[] {
  const words = clean(text).split(" ").filter(Boolean);
  const items: string[][] = [];
  for (const word of words) {
    const previous = items.at(-1)?.at(-1);
    const acronym = /^[A-Z][A-Z0-9-]{0,3}$/.test(word); // "B", "D3", "B12", "HIV" continue a phrase
    const startsItem =
      previous === undefined || (/^[A-Z]/.test(word) && !acronym && !JOINING_WORDS.has(previous.toLowerCase()));
    if (startsItem) items.push([word]);
    else items.at(-1)!.push(word);
  }
  return items.map((item) => item.join(" "));
}

/** Uses glue phrases together; split at "Treatment of"/"Prevention of" or capitalised words. */
function splitUses(text: string): string[] {
  const parts = decodeEntities(text)
    .split(/,\s*/)
    .flatMap((value) => value.split(/(?=(?:Treatment|Prevention) (?:and prevention )?of\b)/))
    .flatMap((part) => splitCapitalised(part));
  return unique(parts.map(clean).filter(Boolean));
}

/** Placeholder texts of the source that are not side effects. */
const NOT_SIDE_EFFECTS = /^(No common side effects seen|Limited data available)$/i;

function splitSideEffects(text: string): string[] {
  const phrases = decodeEntities(text)
    .replace(/No common side effects seen|Limited data available/gi, (match) => `, ${match}, `)
    .split(/,\s*/);
  return unique(
    phrases
      .flatMap((phrase) => (NOT_SIDE_EFFECTS.test(phrase.trim()) ? [] : splitCapitalised(phrase)))
      .map(clean)
      .filter(Boolean),
  );
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

const PROPER_NOUN_STARTS =
  /^(Parkinson|Alzheimer|Crohn|Raynaud|Cushing|Addison|Paget|Wilson|Hodgkin|Graves|Meniere|Ménière|Huntington|Helicobacter|Zollinger|Kaposi|Tourette|Peyronie|Behcet|Hashimoto|Hansen)/;

/** "Treatment of Bacterial infections" → "bacterial infections" for a sentence. */
function useForSentence(use: string): string {
  const lowerFirst = (phrase: string) =>
    PROPER_NOUN_STARTS.test(phrase) || /^[A-Z0-9]{2}/.test(phrase)
      ? phrase
      : phrase.charAt(0).toLowerCase() + phrase.slice(1);
  const match = /^(Treatment of |Prevention of |Treatment and prevention of )(.*)$/.exec(use);
  if (!match) return lowerFirst(use);
  const prefix = match[1] === "Treatment of " ? "" : match[1]!.toLowerCase();
  return prefix + lowerFirst(match[2]!);
}

function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// ---------------------------------------------------------------------------------------
// Dosage forms (from the product name)
// ---------------------------------------------------------------------------------------

type Form =
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

function formOf(name: string): Form {
  for (const [pattern, form] of FORM_RULES) if (pattern.test(name)) return form;
  return "Other";
}

const TOPICAL_FORMS = new Set<Form>(["Cream", "Gel", "Ointment", "Lotion", "Shampoo", "Soap", "Dusting Powder"]);

// ---------------------------------------------------------------------------------------
// Categories: keyword rules over the active ingredients, the uses and the form.
// ---------------------------------------------------------------------------------------

const HOME = {
  antibiotics: "Antibiotics",
  pain: "Pain Relief",
  vitamins: "Vitamins & Supplements",
  cardiac: "Cardiac Care",
  respiratory: "Respiratory",
  diabetes: "Diabetes Care",
  digestive: "Digestive Health",
  derma: "Dermatology",
} as const;
const OTHER = {
  neurology: "Neurology",
  psychiatry: "Psychiatry",
  ophthalmic: "Ophthalmic",
  allergy: "Allergy",
  urology: "Urology",
} as const;
type Category = (typeof HOME)[keyof typeof HOME] | (typeof OTHER)[keyof typeof OTHER];
const HOME_CATEGORIES: Category[] = Object.values(HOME);
const OTHER_CATEGORIES: Category[] = Object.values(OTHER);

const words = (list: string): RegExp =>
  new RegExp(
    `\\b(${list
      .trim()
      .split(/\s*\|\s*/)
      .join("|")})\\b`,
    "i",
  );

/** Active ingredient → category, tried in order; the first ingredient with a rule decides. */
const INGREDIENT_RULES: Array<[RegExp, Category]> = [
  [
    words(`amoxycillin|amoxicillin|ampicillin|cloxacillin|dicloxacillin|clavulanic acid|azithromycin|
      clarithromycin|erythromycin|roxithromycin|cefixime|cefpodoxime|cefpodoxime proxetil|cefuroxime|
      cefalexin|cephalexin|cefadroxil|ceftriaxone|cefoperazone|cefdinir|cefepime|ceftazidime|cefotaxime|
      cefprozil|ciprofloxacin|ofloxacin|levofloxacin|moxifloxacin|norfloxacin|prulifloxacin|gemifloxacin|
      doxycycline|minocycline|tetracycline|linezolid|nitrofurantoin|metronidazole|ornidazole|tinidazole|
      secnidazole|clindamycin|amikacin|gentamicin|meropenem|piperacillin|tazobactam|sulbactam|vancomycin|
      faropenem|sulfamethoxazole|trimethoprim|rifaximin|teicoplanin|fosfomycin|chloramphenicol|
      rifampicin|isoniazid|ethambutol|pyrazinamide|cefoperazone|ertapenem|colistin|polymyxin b`),
    HOME.antibiotics,
  ],
  [
    words(`metformin|glimepiride|gliclazide|glibenclamide|glipizide|sitagliptin|vildagliptin|teneligliptin|
      linagliptin|saxagliptin|alogliptin|evogliptin|dapagliflozin|empagliflozin|canagliflozin|
      remogliflozin|remogliflozin etabonate|ertugliflozin|insulin|insulin \\w+|voglibose|acarbose|
      miglitol|pioglitazone|repaglinide|nateglinide|liraglutide|semaglutide|dulaglutide|exenatide|
      human insulin|lobeglitazone|saroglitazar`),
    HOME.diabetes,
  ],
  [
    words(`amlodipine|s-amlodipine|telmisartan|olmesartan|olmesartan medoxomil|losartan|valsartan|
      azilsartan|irbesartan|candesartan|atorvastatin|rosuvastatin|simvastatin|pitavastatin|pravastatin|
      fenofibrate|ezetimibe|metoprolol|atenolol|nebivolol|bisoprolol|carvedilol|propranolol|labetalol|
      clopidogrel|prasugrel|ticagrelor|aspirin|ramipril|enalapril|lisinopril|perindopril|cilnidipine|
      nifedipine|benidipine|efonidipine|hydrochlorothiazide|chlorthalidone|indapamide|torasemide|
      furosemide|spironolactone|eplerenone|isosorbide mononitrate|isosorbide dinitrate|nitroglycerin|
      nicorandil|ranolazine|trimetazidine|ivabradine|digoxin|amiodarone|warfarin|acenocoumarol|
      dabigatran|dabigatran etexilate|rivaroxaban|apixaban|sacubitril|prazosin|clonidine|methyldopa|
      diltiazem|verapamil|metolazone|enoxaparin|heparin|cilostazol|bempedoic acid|omega-3 fatty acids`),
    HOME.cardiac,
  ],
  [
    words(`montelukast|salbutamol|levosalbutamol|budesonide|formoterol|salmeterol|tiotropium|
      glycopyrronium|ipratropium|fluticasone|fluticasone propionate|fluticasone furoate|beclometasone|
      ciclesonide|ambroxol|bromhexine|theophylline|doxofylline|acebrophylline|guaifenesin|
      dextromethorphan|dextromethorphan hydrobromide|terbutaline|acetylcysteine|codeine|phenylephrine|
      pseudoephedrine|diphenhydramine|noscapine|carbocisteine|etofylline|indacaterol|roflumilast|
      oxymetazoline|xylometazoline|menthol|levocloperastine`),
    HOME.respiratory,
  ],
  [
    words(`pantoprazole|rabeprazole|omeprazole|esomeprazole|lansoprazole|ilaprazole|dexlansoprazole|
      dexrabeprazole|ranitidine|famotidine|domperidone|ondansetron|itopride|levosulpiride|mosapride|
      prucalopride|lactulose|lactitol|bisacodyl|sodium picosulfate|ispaghula|psyllium|lactobacillus|
      lactic acid bacillus|saccharomyces|bacillus clausii|streptococcus faecalis|clostridium butyricum|
      bifidobacterium|probiotic|simethicone|dimethicone|magaldrate|aluminium hydroxide|
      magnesium hydroxide|sodium alginate|sucralfate|ursodeoxycholic acid|mebeverine|dicyclomine|
      drotaverine|hyoscine butylbromide|racecadotril|loperamide|milk of magnesia|doxylamine|docusate|mesalazine|pancreatin|silymarin|
      l-ornithine l-aspartate|oxetacaine|trimebutine|liquid paraffin|
      oral rehydration salts|alpha galactosidase|fungal diastase|papain|pepsin`),
    HOME.digestive,
  ],
  [
    words(`paracetamol|diclofenac|aceclofenac|ibuprofen|tramadol|etoricoxib|naproxen|nimesulide|
      mefenamic acid|ketorolac|etodolac|piroxicam|lornoxicam|indomethacin|celecoxib|tapentadol|
      flupirtine|thiocolchicoside|chlorzoxazone|tolperisone|eperisone|serratiopeptidase|trypsin|
      bromelain|methyl salicylate|dexketoprofen|ketoprofen|glucosamine|diacerein|camylofin|
      metaxalone|aceclofenac sr|febuxostat|colchicine|allopurinol|methocarbamol`),
    HOME.pain,
  ],
  [
    words(`isotretinoin|terbinafine|itraconazole|fluconazole|griseofulvin|hydroquinone|tretinoin|adapalene|
      minoxidil|clobetasol|mometasone|halobetasol|luliconazole|ketoconazole|sertaconazole|eberconazole|
      amorolfine|clotrimazole|miconazole|permethrin|lindane|azelaic acid|benzoyl peroxide|mupirocin|
      fusidic acid|nadifloxacin|silver sulfadiazine|calamine|urea`),
    HOME.derma,
  ],
  [
    words(`vitamin|vitamins|multivitamin|calcium|calcium carbonate|calcium citrate|iron|ferrous|ferric|
      ferrous ascorbate|ferric carboxymaltose|carbonyl iron|folic acid|l-methylfolate|zinc|
      cholecalciferol|methylcobalamin|mecobalamin|cyanocobalamin|pyridoxine|thiamine|biotin|
      niacinamide|nicotinamide|alpha lipoic acid|benfotiamine|levo-carnitine|l-carnitine|
      coenzyme q10|ubidecarenone|omega 3|fish oil|magnesium|lycopene|protein|whey|antioxidant|
      calcitriol|inositol|myo-inositol|chromium|selenium|l-glutathione|glutathione|astaxanthin|
      riboflavin|ascorbic acid|elemental iron|docosahexaenoic acid|dha|l-arginine|copper|manganese|
      methylcobalamin|vitamin d3|vitamin b12|alfacalcidol|cod liver oil|spirulina|ginseng`),
    HOME.vitamins,
  ],
  [
    words(`pregabalin|gabapentin|levetiracetam|sodium valproate|valproic acid|divalproex|carbamazepine|
      oxcarbazepine|lamotrigine|lacosamide|phenytoin|topiramate|clobazam|brivaracetam|zonisamide|
      donepezil|memantine|rivastigmine|citicoline|piracetam|betahistine|cinnarizine|flunarizine|
      pramipexole|ropinirole|levodopa|carbidopa|trihexyphenidyl|sumatriptan|naratriptan|rizatriptan|
      baclofen|tizanidine|dimenhydrinate|prochlorperazine|nimodipine|edaravone|ginkgo biloba|epalrestat`),
    OTHER.neurology,
  ],
  [
    words(`escitalopram|escitalopram oxalate|sertraline|fluoxetine|paroxetine|fluvoxamine|citalopram|
      desvenlafaxine|venlafaxine|duloxetine|vilazodone|vortioxetine|mirtazapine|bupropion|trazodone|
      amitriptyline|nortriptyline|imipramine|clomipramine|dosulepin|alprazolam|clonazepam|lorazepam|
      diazepam|etizolam|chlordiazepoxide|zolpidem|quetiapine|olanzapine|risperidone|aripiprazole|
      amisulpride|clozapine|lurasidone|haloperidol|paliperidone|asenapine|lithium|atomoxetine|
      methylphenidate|buspirone`),
    OTHER.psychiatry,
  ],
  [
    words(`levocetirizine|cetirizine|fexofenadine|bilastine|ebastine|desloratadine|loratadine|rupatadine|
      hydroxyzine|pheniramine|chlorpheniramine|chlorpheniramine maleate|cyproheptadine|promethazine|
      olopatadine|bepotastine|azelastine|ketotifen|dexchlorpheniramine`),
    OTHER.allergy,
  ],
  [
    words(`tamsulosin|silodosin|alfuzosin|dutasteride|finasteride|solifenacin|mirabegron|tolterodine|
      darifenacin|trospium|flavoxate|sildenafil|tadalafil|avanafil|potassium citrate|
      disodium hydrogen citrate|sodium citrate|potassium magnesium citrate|cranberry|oxybutynin`),
    OTHER.urology,
  ],
];

const USE_RULES: Array<[RegExp, Category]> = [
  [/epilepsy|seizure|neuropath|nerve pain|alzheimer|parkinson|vertigo|migraine/i, OTHER.neurology],
  [/bacterial infection|typhoid|tuberculosis|urinary tract infection|pneumonia/i, HOME.antibiotics],
  [/diabet(?!es insipidus)/i, HOME.diabetes],
  [/hypertension|heart (attack|failure)|angina|cholesterol|stroke|arrhythmia|blood clot/i, HOME.cardiac],
  [/asthma|cough|common cold|copd|chronic obstructive|bronchitis|nasal congestion/i, HOME.respiratory],
  [
    /acid reflux|peptic ulcer|constipation|indigestion|diarrh|vomiting|irritable bowel|flatulence|piles|hemorrhoid|anal fissure|liver disease|gallstone/i,
    HOME.digestive,
  ],
  [/pain|fever|arthritis|gout|muscle spasm/i, HOME.pain],
  [/fungal infection|acne|eczema|psoriasis|dermatitis|scabies|hair loss|melasma|skin/i, HOME.derma],
  [/deficienc|nutritional|vitamin/i, HOME.vitamins],
  [/depression|anxiety|schizophrenia|bipolar|insomnia|panic/i, OTHER.psychiatry],
  [/allerg|urticaria|itching/i, OTHER.allergy],
  [/prostat|overactive bladder|erectile|kidney stone/i, OTHER.urology],
];

const TOPICAL_PAIN = words(
  "diclofenac|aceclofenac|etoricoxib|methyl salicylate|ketoprofen|piroxicam|thiocolchicoside|capsaicin|capsaicin based rubefacients|ibuprofen|nimesulide|linseed oil|benzydamine",
);

/** Systemic products outside a general catalogue's categories (hormones, immunosuppressants, oncology…). */
const EXCLUDED_SYSTEMIC = words(`somatropin|human normal immunoglobulin|immunoglobulin|polygeline|clomiphene|
  calcium polystyrene sulfonate|alendronic acid|alendronate|risedronate|ibandronic acid|zoledronic acid|
  teriparatide|denosumab|progesterone|estradiol|ethinyl estradiol|norethisterone|dydrogesterone|
  medroxyprogesterone|levonorgestrel|letrozole|tamoxifen|anastrozole|exemestane|methotrexate|tacrolimus|
  ciclosporin|cyclosporine|mycophenolate mofetil|mycophenolate sodium|azathioprine|hydroxychloroquine|
  prednisolone|methylprednisolone|deflazacort|dexamethasone|hydrocortisone|betamethasone|triamcinolone|
  thyroxine|levothyroxine|carbimazole|recombinant human erythropoietin alfa|erythropoietin|darbepoetin alfa|
  desmopressin|calcium leucovorin|leucovorin|folinic acid|albumin|amino acids|human chorionic gonadotropin|
  menotrophin|follitropin|testosterone|cabergoline|octreotide|leflunomide|bevacizumab|trastuzumab|
  rituximab|adalimumab|infliximab|\\w+mab|botulinum toxin type a|clostridium botulinum toxin type a|tofacitinib|
  iguratimod|sulfasalazine|botulinum|tranexamic acid|menadione|polystyrene|calcium polystyrene sulphonate|hyaluronic acid|
  sodium hyaluronate|enzalutamide|abiraterone|imatinib|capecitabine|temozolomide`);

interface Categorised {
  category: Category;
  reason: string;
}

function ingredientCategory(ingredient: string): Category | undefined {
  for (const [pattern, category] of INGREDIENT_RULES) if (pattern.test(ingredient)) return category;
  return undefined;
}

/** Solutions and sprays for the skin, scalp or nails (minoxidil, clindamycin, antifungal sprays). */
function isTopicalLiquid(form: Form, ingredientNames: string[], usesText: string): boolean {
  if (form !== "Solution" && form !== "Spray") return false;
  return (
    /acne|fungal|hair|scalp|dandruff|lice|scabies|wound|skin|nail/i.test(usesText) ||
    ingredientNames.some((ingredient) => RX_TOPICAL.test(ingredient) || TOPICAL_PAIN.test(ingredient))
  );
}

function categorise(name: string, form: Form, ingredients: Ingredient[], uses: string[]): Categorised | undefined {
  const usesText = uses.join(" | ");
  const firstUse = uses[0] ?? "";
  const ingredientNames = ingredients.map((ingredient) => ingredient.name);
  const oralGel =
    form === "Gel" && /acidity|stomach|heartburn|indigestion|constipation|ulcers? in the stomach/i.test(firstUse);
  const topical = !oralGel && (TOPICAL_FORMS.has(form) || isTopicalLiquid(form, ingredientNames, usesText));
  if (/\bvaccine\b/i.test(name)) return undefined;
  if (form === "Mouth" || form === "Vaginal" || form === "Ear Drop" || form === "Other") return undefined;
  if (form === "Eye Drop" || form === "Eye Ointment") return { category: OTHER.ophthalmic, reason: "eye form" };
  if ((topical || form === "Gel") && /\b(dry eyes?|eyes?|glaucoma|conjunctivitis)\b/i.test(firstUse)) {
    return { category: OTHER.ophthalmic, reason: "eye use" };
  }
  if (topical && /mouth ulcer|gum|tooth|dental|oral thrush|vaginal/i.test(usesText)) return undefined;
  if ((topical && /\b(rectal|anal)\b/i.test(name)) || /piles|hemorrhoid|haemorrhoid|anal fissure/i.test(firstUse)) {
    return { category: HOME.digestive, reason: "piles/fissure" };
  }
  if (!topical && ingredientNames.some((ingredient) => EXCLUDED_SYSTEMIC.test(ingredient))) return undefined;
  if (form === "Inhaler" || form === "Rotacap" || form === "Respules" || form === "Nasal Spray") {
    return { category: HOME.respiratory, reason: "inhaled/nasal form" };
  }
  if (
    ingredientNames.some((ingredient) => /^sodium chloride$/i.test(ingredient)) &&
    ingredientNames.some((ingredient) => /^potassium chloride$/i.test(ingredient)) &&
    form !== "Infusion" &&
    form !== "Injection"
  ) {
    return { category: HOME.digestive, reason: "oral rehydration salts" };
  }
  if (topical) {
    if (TOPICAL_PAIN.test(ingredientNames[0] ?? "") || /pain|sprain|arthritis/i.test(firstUse)) {
      return { category: HOME.pain, reason: "topical analgesic" };
    }
    if (/lidocaine|lignocaine|prilocaine|benzocaine/i.test(ingredientNames[0] ?? "") && !/skin|itch/i.test(usesText)) {
      return undefined;
    }
    return { category: HOME.derma, reason: "topical form" };
  }
  const found = ingredientNames
    .map((ingredient) => ingredientCategory(ingredient))
    .filter((category): category is Category => category !== undefined);
  // Supplements and antihistamines are "weak": a combination takes the category of its drug.
  const weak = new Set<Category>([HOME.vitamins, OTHER.allergy]);
  let strong = found.filter((category) => !weak.has(category));
  // Cold remedies (paracetamol + decongestant/antihistamine) belong to Respiratory.
  if (
    strong[0] === HOME.pain &&
    /common cold|cough|nasal congestion|flu/i.test(usesText) &&
    ingredientNames.some((ingredient) =>
      /phenylephrine|chlorpheniramine|cetirizine|levocetirizine|pseudoephedrine|caffeine/i.test(ingredient),
    )
  ) {
    strong = [HOME.respiratory];
  }
  // An antihistamine in a cough syrup makes it a cough syrup.
  if (strong.length === 0 && found[0] === OTHER.allergy && /cough|cold/i.test(usesText)) {
    return { category: HOME.respiratory, reason: "antihistamine cough remedy" };
  }
  const byIngredient = strong[0] ?? found[0];
  if (byIngredient) return { category: byIngredient, reason: "ingredient" };
  // Otherwise the first (main) use decides.
  for (const [pattern, category] of USE_RULES) if (pattern.test(firstUse)) return { category, reason: "uses" };
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Prescription flag
// ---------------------------------------------------------------------------------------

const OTC_INGREDIENTS = words(`vitamin|vitamins|multivitamin|calcium|iron|ferrous|ferric|folic acid|zinc|
  cholecalciferol|methylcobalamin|mecobalamin|cyanocobalamin|pyridoxine|biotin|niacinamide|
  alpha lipoic acid|benfotiamine|levo-carnitine|l-carnitine|coenzyme q10|omega 3|fish oil|magnesium|
  lycopene|protein|antioxidant|selenium|chromium|inositol|myo-inositol|l-glutathione|astaxanthin|
  ascorbic acid|paracetamol|simethicone|dimethicone|magaldrate|aluminium hydroxide|magnesium hydroxide|
  sodium alginate|sodium bicarbonate|ispaghula|psyllium|lactulose|lactitol|liquid paraffin|
  lactobacillus|lactic acid bacillus|saccharomyces|bacillus clausii|streptococcus faecalis|
  clostridium butyricum|bifidobacterium|bifidobacteria|lactic acid bacteria|probiotic|milk of magnesia|docusate|oral rehydration salts|sodium chloride|
  potassium chloride|dextrose|clotrimazole|ketoconazole|miconazole|calamine|urea|glycerin|
  ceramide|light liquid paraffin|white soft paraffin|aloe vera|cetirizine|levocetirizine|
  ambroxol|bromhexine|guaifenesin|menthol|carboxymethylcellulose|hydroxypropylmethylcellulose|
  polyethylene glycol|sodium hyaluronate|povidone iodine|chlorhexidine|silymarin|cranberry|
  disodium hydrogen citrate|potassium citrate|sodium citrate|zinc oxide|salicylic acid|
  glucosamine|choline salicylate|fungal diastase|pepsin|papain|alpha galactosidase|whey|
  docosahexaenoic acid|dha|methyl salicylate|spirulina|ginseng|cod liver oil`);

/** Ingredients that keep a topical product prescription-only (steroids, retinoids, antibiotics). */
const RX_TOPICAL = words(`clobetasol|mometasone|halobetasol|betamethasone|fluticasone|beclometasone|
  hydrocortisone|triamcinolone|fluocinolone|desonide|clobetasone|tretinoin|adapalene|tazarotene|
  isotretinoin|mupirocin|fusidic acid|nadifloxacin|clindamycin|gentamicin|neomycin|framycetin|
  silver sulfadiazine|tacrolimus|hydroquinone|minoxidil|permethrin|lindane|luliconazole|
  sertaconazole|eberconazole|amorolfine|terbinafine|azelaic acid|benzoyl peroxide|metronidazole|
  ivermectin|calcipotriol|pimecrolimus|finasteride|crisaborole|dapsone`);

function isPrescription(category: Category, form: Form, ingredients: Ingredient[]): boolean {
  const names = ingredients.map((ingredient) => ingredient.name);
  if (form === "Injection" || form === "Infusion" || form === "Insulin Pen") return true;
  if (TOPICAL_FORMS.has(form) || ((form === "Solution" || form === "Spray") && category === HOME.derma)) {
    if (category === HOME.pain) return false;
    return names.some((name) => RX_TOPICAL.test(name));
  }
  if (form === "Eye Drop" || form === "Eye Ointment") {
    return !names.every(
      (name) => OTC_INGREDIENTS.test(name) || /naphazoline|tetrahydrozoline|boric|zinc sulphate/i.test(name),
    );
  }
  if (names.some((name) => /tramadol|tapentadol|codeine/i.test(name))) return true;
  if (names.length > 0 && names.every((name) => OTC_INGREDIENTS.test(name))) return false;
  if (category === HOME.vitamins) return false;
  if (category === HOME.respiratory && form === "Lozenges") return false;
  return true;
}

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

const FORM_WORD: Partial<Record<Form, string>> = {
  Syrup: "Syrup",
  Suspension: "Oral Suspension",
  "Oral Drops": "Oral Drops",
  "Eye Drop": "Eye Drop",
  "Eye Ointment": "Eye Ointment",
  "Nasal Spray": "Nasal Spray",
  Cream: "Cream",
  Gel: "Gel",
  Ointment: "Ointment",
  Lotion: "Lotion",
  Shampoo: "Shampoo",
  Soap: "Soap",
  "Dusting Powder": "Dusting Powder",
  Powder: "Powder",
  Granules: "Granules",
  Injection: "Injection",
  Infusion: "Infusion",
  Solution: "Solution",
  Spray: "Spray",
  Respules: "Respules",
};

/** india-100 "10.0 tablets in 1 strip" / "100.0 ml in 1 bottle" → "Strip of 10 tablets". */
function packFromPackaging(packaging: string, form: Form): string | undefined {
  const match = /^([\d.]+)\s+(\S+(?: \S+)?) in 1 (\S+(?: \S+)?)$/.exec(clean(packaging));
  if (!match) return undefined;
  const quantity = String(Number(match[1]));
  const unit = match[2]!;
  const container = match[3]!;
  const suffix = /^(ml|gm)$/i.test(unit) ? ` ${FORM_WORD[form] ?? ""}`.trimEnd() : "";
  return tidyPackLabel(`${container} of ${quantity} ${unit}${suffix}`);
}

function derivedPack(form: Form, random: () => number): string {
  switch (form) {
    case "Tablet":
      return `Strip of ${pick(random, [10, 10, 10, 15, 15, 30, 14, 6])} tablets`;
    case "Capsule":
      return `Strip of ${pick(random, [10, 10, 10, 15, 15, 30, 4, 6])} capsules`;
    case "Syrup":
      return `Bottle of ${pick(random, [100, 100, 60, 200, 50])} ml Syrup`;
    case "Suspension":
      return `Bottle of ${pick(random, [30, 60, 60, 100])} ml Oral Suspension`;
    case "Oral Drops":
      return `Bottle of ${pick(random, [15, 15, 30, 10])} ml Oral Drops`;
    case "Eye Drop":
      return `Bottle of ${pick(random, [5, 10, 10, 5])} ml Eye Drop`;
    case "Eye Ointment":
      return "Tube of 5 gm Eye Ointment";
    case "Nasal Spray":
      return `Bottle of ${pick(random, [10, 10, 15])} ml Nasal Spray`;
    case "Inhaler":
      return `Packet of ${pick(random, [120, 200, 200])} MDI Inhaler`;
    case "Rotacap":
      return `Bottle of ${pick(random, [30, 30, 15])} Rotacaps`;
    case "Respules":
      return "Packet of 2 ml Respules";
    case "Cream":
      return `Tube of ${pick(random, [15, 15, 20, 30, 10, 50])} gm Cream`;
    case "Gel":
      return `Tube of ${pick(random, [15, 20, 30, 50])} gm Gel`;
    case "Ointment":
      return `Tube of ${pick(random, [5, 10, 15, 20])} gm Ointment`;
    case "Lotion":
      return `Bottle of ${pick(random, [30, 50, 60, 100])} ml Lotion`;
    case "Shampoo":
      return `Bottle of ${pick(random, [60, 75, 100, 150])} ml Shampoo`;
    case "Soap":
      return `Packet of ${pick(random, [75, 75, 100])} gm Soap`;
    case "Dusting Powder":
      return `Bottle of ${pick(random, [50, 75, 100])} gm Dusting Powder`;
    case "Powder":
      return `Bottle of ${pick(random, [100, 200, 200, 400])} gm Powder`;
    case "Sachet":
      return `Sachet of ${pick(random, [1, 3, 5, 10])} gm Powder`;
    case "Granules":
      return `Sachet of ${pick(random, [5, 10])} gm Granules`;
    case "Injection":
      return pick(random, [
        "Vial of 1 Injection",
        "Vial of 2 ml Injection",
        "Ampoule of 1 ml Injection",
        "Vial of 10 ml Injection",
      ]);
    case "Insulin Pen":
      return pick(random, [
        "Cartridge of 3 ml Solution for Injection",
        "Pre-filled pen of 3 ml Solution for Injection",
      ]);
    case "Infusion":
      return `Bottle of ${pick(random, [100, 100, 500])} ml Infusion`;
    case "Solution":
      return `Bottle of ${pick(random, [30, 60, 100])} ml Solution`;
    case "Spray":
      return `Bottle of ${pick(random, [30, 55, 100])} gm Spray`;
    case "Kit":
      return "Strip of 1 Kit";
    case "Lozenges":
      return "Packet of 10 Lozenges";
    default:
      return "Pack of 1";
  }
}

/** Unit count and kind of a pack label, used to scale synthetic prices. */
function packUnits(pack: string): { count: number; kind: "unit" | "volume" | "single" } {
  const match = /of\s+([\d.]+)\s*(tablets?|capsules?|rotacaps?|lozenges?|ml|gm|g|mdi)?/i.exec(pack);
  if (!match) return { count: 1, kind: "single" };
  const count = Number(match[1]);
  const unit = (match[2] ?? "").toLowerCase();
  if (/^(tablet|capsule|rotacap|lozenge)/.test(unit)) return { count, kind: "unit" };
  if (unit === "ml" || unit === "gm" || unit === "g") return { count, kind: "volume" };
  return { count: 1, kind: "single" };
}

/** Plausible rupee price of one pack, by form and category (synthetic). */
function syntheticPrice(form: Form, category: Category, pack: string, random: () => number): number {
  const units = packUnits(pack);
  const perTablet: Partial<Record<Category, [number, number]>> = {
    [HOME.antibiotics]: [9, 28],
    [HOME.pain]: [3, 12],
    [HOME.vitamins]: [6, 22],
    [HOME.cardiac]: [5, 20],
    [HOME.respiratory]: [7, 24],
    [HOME.diabetes]: [5, 22],
    [HOME.digestive]: [6, 18],
    [HOME.derma]: [12, 45],
    [OTHER.neurology]: [8, 28],
    [OTHER.psychiatry]: [5, 18],
    [OTHER.allergy]: [4, 16],
    [OTHER.urology]: [12, 40],
  };
  let price: number;
  switch (form) {
    case "Tablet":
    case "Capsule":
    case "Kit": {
      const [min, max] = perTablet[category] ?? [5, 20];
      price = between(random, min, max) * (units.kind === "unit" ? units.count : 10);
      break;
    }
    case "Syrup":
    case "Suspension":
    case "Solution":
      price = between(random, 0.7, 1.6) * (units.kind === "volume" ? units.count : 100) + between(random, 20, 50);
      break;
    case "Oral Drops":
      price = between(random, 45, 130);
      break;
    case "Eye Drop":
    case "Eye Ointment":
      price = between(random, 45, 260);
      break;
    case "Nasal Spray":
      price = between(random, 120, 420);
      break;
    case "Inhaler":
      price = between(random, 260, 720);
      break;
    case "Rotacap":
      price = between(random, 180, 520);
      break;
    case "Respules":
      price = between(random, 18, 45);
      break;
    case "Cream":
    case "Gel":
    case "Ointment":
      price = between(random, 4, 14) * (units.kind === "volume" ? units.count : 15) + between(random, 10, 40);
      break;
    case "Lotion":
    case "Shampoo":
    case "Soap":
    case "Dusting Powder":
    case "Spray":
      price = between(random, 140, 520);
      break;
    case "Powder":
    case "Sachet":
    case "Granules":
      price = between(random, 25, 380);
      break;
    case "Injection":
      price = between(random, 35, 650);
      break;
    case "Insulin Pen":
      price = between(random, 320, 980);
      break;
    case "Infusion":
      price = between(random, 60, 450);
      break;
    default:
      price = between(random, 40, 300);
  }
  // Printed MRPs: some end in .00 or .50, most carry paise.
  const style = random();
  if (style < 0.3) return Math.round(price);
  if (style < 0.4) return Math.round(price * 2) / 2;
  return round2(price);
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

function compositionKey(ingredients: Ingredient[]): string {
  return ingredients
    .map((ingredient) => `${ingredient.name}(${ingredient.strength})`.toLowerCase().replace(/\s+/g, ""))
    .sort()
    .join("|");
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

type Cell = null | { kind: "string"; v: string } | { kind: "number"; v: number; f: string };

const COLUMNS = [
  { label: "Sl", type: "number", pattern: "General" },
  { label: "Product Name", type: "string" },
  { label: "Composition", type: "string" },
  { label: "Marketer", type: "string" },
  { label: "Category", type: "string" },
  { label: "Manufacturer", type: "string" },
  { label: "Pack Type", type: "string" },
  { label: "Dosage", type: "string" },
  { label: "MRP", type: "number", pattern: "[$₹]#,##0.00" },
  { label: "Rate", type: "number", pattern: "[$₹]#,##0.00" },
  { label: "GST %", type: "number", pattern: "General" },
  { label: "Stock", type: "number", pattern: "General" },
  { label: "Rx", type: "string" },
  { label: "Uses", type: "string" },
  { label: "Side Effects", type: "string" },
  { label: "Contraindications", type: "string" },
  { label: "Description", type: "string" },
] as const;

/** en-IN digit grouping: 1,23,456. */
function groupIndian(integerDigits: string): string {
  if (integerDigits.length <= 3) return integerDigits;
  const last3 = integerDigits.slice(-3);
  const rest = integerDigits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${last3}`;
}

const rupees = (value: number): string => {
  const [whole, paise] = value.toFixed(2).split(".");
  return `₹${groupIndian(whole!)}.${paise}`;
};

const str = (value: string): Cell => (value === "" ? null : { kind: "string", v: value });
const num = (value: number, f = String(value)): Cell => ({ kind: "number", v: value, f });
const money = (value: number): Cell => ({ kind: "number", v: value, f: rupees(value) });

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
    hasRate: boolean;
    hasGst: boolean;
  };
}

function buildRow(candidate: Candidate, sl: number, analogues: Map<string, PriceRow[]>): Built {
  const r = (purpose: string) => rng(candidate.name, purpose);
  const composition = formatComposition(candidate.composition);

  // Pack and MRP: real where joined; else a real product with the same composition and form
  // gives pack and a price ±15%; else both are derived from the form.
  let pack: string;
  let mrp: number;
  let realPrice = false;
  let analoguePrice = false;
  if (candidate.price) {
    pack = candidate.price.pack || derivedPack(candidate.form, r("pack"));
    mrp = candidate.price.price;
    realPrice = true;
  } else {
    const analogue = analogues.get(`${candidate.form}|${compositionKey(candidate.composition)}`)?.[0];
    const fromPackaging = candidate.rx ? packFromPackaging(candidate.rx.packaging, candidate.form) : undefined;
    pack = fromPackaging ?? analogue?.pack ?? derivedPack(candidate.form, r("pack"));
    analoguePrice = analogue !== undefined;
    mrp = analogue
      ? round2(analogue.price * between(r("price"), 0.85, 1.15))
      : syntheticPrice(candidate.form, candidate.category, pack, r("price"));
  }
  if (!realPrice) mrp = Math.max(mrp, 5);

  const rateRandom = r("rate");
  const rate = rateRandom() < 0.6 ? round2(mrp * (1 - between(rateRandom, 0.08, 0.2))) : undefined;

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

  const rx = candidate.rx
    ? candidate.rx.prescription
    : isPrescription(candidate.category, candidate.form, candidate.composition);
  const variant = r("rx-variant")();
  const rxText = rx ? (variant < 0.02 ? "Y" : variant < 0.035 ? "yes" : "Yes") : variant < 0.025 ? "N" : "No";

  const manufacturer = r("manufacturer")() < 0.1 ? "" : candidate.marketer;
  const contraindications = contraindicationsOf(candidate.composition, candidate.form);

  return {
    cells: [
      num(sl),
      str(candidate.name),
      str(composition),
      str(candidate.marketer),
      str(candidate.category),
      str(manufacturer),
      str(pack),
      str(dosageOf(candidate)),
      money(mrp),
      rate === undefined ? null : money(rate),
      gst === undefined ? null : num(gst),
      stockCell,
      str(rxText),
      str(candidate.uses.join(", ")),
      str(candidate.sideEffects.join(", ")),
      str(contraindications.join(", ")),
      str(descriptionOf(candidate, composition)),
    ],
    stats: {
      category: candidate.category,
      stock,
      rx,
      realPrice,
      analoguePrice,
      origin: candidate.origin,
      realRx: candidate.rx !== undefined,
      hasRate: rate !== undefined,
      hasGst: gst !== undefined,
    },
  };
}

// ---------------------------------------------------------------------------------------
// gviz serialisation, as Google writes it
// ---------------------------------------------------------------------------------------

/** JSON string with Google's HTML-safe escapes (\u0022 for quotes, \u003c, \u003e, \u0026, \u003d, \u0027). */
function gString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (code < 0x20 || `"<>&='`.includes(ch) || code === 0x2028 || code === 0x2029) {
      out += `\\u${code.toString(16).padStart(4, "0")}`;
    } else out += ch;
  }
  return `${out}"`;
}

/** Numbers as Java prints doubles: 5.0, 223.42. */
const gNumber = (value: number): string => (Number.isInteger(value) ? `${value}.0` : String(value));

function gCell(cell: Cell): string {
  if (cell === null) return "null";
  if (cell.kind === "string") return `{"v":${gString(cell.v)}}`;
  return `{"v":${gNumber(cell.v)},"f":${gString(cell.f)}}`;
}

function gviz(rows: Cell[][]): string {
  const cols = COLUMNS.map((column, index) => {
    const id = String.fromCharCode(65 + index);
    const pattern = "pattern" in column ? `,"pattern":${gString(column.pattern)}` : "";
    return `{"id":"${id}","label":${gString(column.label)},"type":"${column.type}"${pattern}}`;
  }).join(",");
  const body = rows.map((cells) => `{"c":[${cells.map(gCell).join(",")}]}`).join(",");
  const table = `{"cols":[${cols}],"rows":[${body}],"parsedNumHeaders":1}`;
  const sig = String(fnv1a(table) % 2147483647);
  return `/*O_o*/\ngoogle.visualization.Query.setResponse({"version":"0.6","reqId":"0","status":"ok","sig":"${sig}","table":${table}});`;
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
    const key = `${price.form}|${compositionKey(parseComposition(price.composition))}`;
    analogues.set(key, [...(analogues.get(key) ?? []), price]);
  }

  const built = selected.map((candidate, index) => buildRow(candidate, index + 1, analogues));

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
  writeFileSync(outFile, gviz(rows), "utf8");

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
}

main();
