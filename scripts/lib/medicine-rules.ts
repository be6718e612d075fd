/**
 * The editorial rules that turn real product data (1mg-derived names, compositions, uses and side
 * effects) into the rows of a distributor's sheet: text clean-up, dosage form from the name,
 * category, prescription flag, pack and a plausible price. Shared by the sample catalogue
 * (scripts/build-sample-catalogue.ts) and the benchmark fixture (bench/fixtures/build-fixture.ts).
 */
import { between, pick, round2 } from "./random";
import { HOME_CATEGORIES as SITE_HOME_CATEGORIES } from "../../app/catalogue/medicine/categories";

// ---------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------

export const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

export const clean = (text: string): string => decodeEntities(text).replace(/\s+/g, " ").trim();

export interface Ingredient {
  name: string;
  strength: string;
}

export function parseComposition(composition: string): Ingredient[] {
  return clean(composition)
    .split(/\s*\+\s*/)
    .map((part) => {
      const match = /^(.*?)\s*\((.*)\)\s*$/.exec(part);
      return match ? { name: match[1]!.trim(), strength: match[2]!.trim() } : { name: part.trim(), strength: "" };
    })
    .filter((ingredient) => ingredient.name !== "");
}

/** Equal for the same ingredients at the same strengths, in any order: "amoxycillin(500mg)|clavulanicacid(125mg)". */
export function ingredientsKey(ingredients: Ingredient[]): string {
  return ingredients
    .map((ingredient) => `${ingredient.name}(${ingredient.strength})`.toLowerCase().replace(/\s+/g, ""))
    .sort()
    .join("|");
}

export const formatComposition = (ingredients: Ingredient[]): string =>
  ingredients
    .map((ingredient) => (ingredient.strength ? `${ingredient.name} (${ingredient.strength})` : ingredient.name))
    .join(" + ");

/** "30mg/5ml" → "30 mg/5 ml", "0.1% w/w" stays, "600000IU" → "600000 IU". */
export function formatStrength(strength: string): string {
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
export function splitUses(text: string): string[] {
  const parts = decodeEntities(text)
    .split(/,\s*/)
    .flatMap((value) => value.split(/(?=(?:Treatment|Prevention) (?:and prevention )?of\b)/))
    .flatMap((part) => splitCapitalised(part));
  return unique(parts.map(clean).filter(Boolean));
}

/** Placeholder texts of the source that are not side effects. */
const NOT_SIDE_EFFECTS = /^(No common side effects seen|Limited data available)$/i;

export function splitSideEffects(text: string): string[] {
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

export function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

const PROPER_NOUN_STARTS =
  /^(Parkinson|Alzheimer|Crohn|Raynaud|Cushing|Addison|Paget|Wilson|Hodgkin|Graves|Meniere|Ménière|Huntington|Helicobacter|Zollinger|Kaposi|Tourette|Peyronie|Behcet|Hashimoto|Hansen)/;

/** "Treatment of Bacterial infections" → "bacterial infections" for a sentence. */
export function useForSentence(use: string): string {
  const lowerFirst = (phrase: string) =>
    PROPER_NOUN_STARTS.test(phrase) || /^[A-Z0-9]{2}/.test(phrase)
      ? phrase
      : phrase.charAt(0).toLowerCase() + phrase.slice(1);
  const match = /^(Treatment of |Prevention of |Treatment and prevention of )(.*)$/.exec(use);
  if (!match) return lowerFirst(use);
  const prefix = match[1] === "Treatment of " ? "" : match[1]!.toLowerCase();
  return prefix + lowerFirst(match[2]!);
}

export function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

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

// ---------------------------------------------------------------------------------------
// Categories: keyword rules over the active ingredients, the uses and the form.
// ---------------------------------------------------------------------------------------

/** A home category's display name as the site shows it (app/catalogue/medicine/categories.ts). */
function homeName(id: (typeof SITE_HOME_CATEGORIES)[number]["id"]) {
  return SITE_HOME_CATEGORIES.find((category) => category.id === id)!.name;
}

export const HOME = {
  antibiotics: homeName("antibiotics"),
  pain: homeName("painkillers"),
  vitamins: homeName("vitamins"),
  cardiac: homeName("cardiac"),
  respiratory: homeName("respiratory"),
  diabetes: homeName("diabetes"),
  digestive: homeName("digestive"),
  derma: homeName("skincare"),
} as const;
export const OTHER = {
  neurology: "Neurology",
  psychiatry: "Psychiatry",
  ophthalmic: "Ophthalmic",
  allergy: "Allergy",
  urology: "Urology",
} as const;
export type Category = (typeof HOME)[keyof typeof HOME] | (typeof OTHER)[keyof typeof OTHER];
export const HOME_CATEGORIES: Category[] = Object.values(HOME);
export const OTHER_CATEGORIES: Category[] = Object.values(OTHER);

export const words = (list: string): RegExp =>
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

export interface Categorised {
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

export function categorise(
  name: string,
  form: Form,
  ingredients: Ingredient[],
  uses: string[],
): Categorised | undefined {
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

/** `category` is undefined for products outside the rules' categories (the benchmark fixture keeps them). */
export function isPrescription(category: Category | undefined, form: Form, ingredients: Ingredient[]): boolean {
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
// Drug schedule (Drugs and Cosmetics Rules, 1945; docs/product.md 11.4)
// ---------------------------------------------------------------------------------------

/**
 * Schedule X (Rules 23, 61, 75, 97 and 105A): the substances the schedule lists. Their salts,
 * stereoisomers and preparations are covered too, which the word match gives.
 */
const SCHEDULE_X = words(`amobarbital|amphetamine|barbital|cyclobarbital|dexamphetamine|ethchlorvynol|
  glutethimide|ketamine|meprobamate|methamphetamine|methylphenidate|methylphenobarbital|pentobarbital|
  phencyclidine|phenmetrazine|secobarbital`);

/**
 * Schedule H1 as notified by GSR 588(E) of 30 August 2013 (46 substances, in the notification's
 * order), plus hydroxychloroquine, added in March 2020. Spelling variants of the data are listed
 * next to the notification's name (feropenem/faropenem, rifampicin/rifampin).
 */
const SCHEDULE_H1 = words(`alprazolam|balofloxacin|buprenorphine|capreomycin|cefdinir|cefditoren|cefepime|
  cefetamet|cefixime|cefoperazone|cefotaxime|cefpirome|cefpodoxime|ceftazidime|ceftibuten|ceftizoxime|
  ceftriaxone|chlordiazepoxide|clofazimine|codeine|cycloserine|diazepam|diphenoxylate|doripenem|
  ertapenem|ethambutol|ethionamide|feropenem|faropenem|gemifloxacin|imipenem|isoniazid|levofloxacin|
  meropenem|midazolam|moxifloxacin|nitrazepam|pentazocine|prulifloxacin|pyrazinamide|rifabutin|
  rifampicin|rifampin|sodium para-aminosalicylate|para-aminosalicylic acid|sparfloxacin|thiacetazone|
  tramadol|zolpidem|hydroxychloroquine`);

export type ScheduleCode = "X" | "H1" | "H" | "OTC";

/** Schedules whose medicines are sold on prescription only. */
export const PRESCRIPTION_SCHEDULES: ReadonlySet<ScheduleCode> = new Set(["X", "H1", "H"]);

/**
 * The schedule a product's label would carry: X or H1 when any ingredient is on that list,
 * whatever the form (the lists name substances, not forms); otherwise H for a prescription
 * medicine and OTC for the rest. Schedule H lists some 500 substances; the prescription flag
 * stands in for it, since the sample's flag rules already mark those medicines.
 */
export function scheduleOf(ingredients: Ingredient[], prescription: boolean): ScheduleCode {
  const names = ingredients.map((ingredient) => ingredient.name);
  if (names.some((name) => SCHEDULE_X.test(name))) return "X";
  if (names.some((name) => SCHEDULE_H1.test(name))) return "H1";
  return prescription ? "H" : "OTC";
}

// ---------------------------------------------------------------------------------------
// Pack type and price
// ---------------------------------------------------------------------------------------

/** A typical pack for a dosage form ("Strip of 10 tablets", "Bottle of 100 ml Syrup"). */
export function derivedPack(form: Form, random: () => number): string {
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

/** The word a sheet's "Pack Type" column uses for each dosage form when it names the form only. */
const FORM_LABELS: Record<Form, string> = {
  Tablet: "Tablet",
  Capsule: "Capsule",
  Syrup: "Syrup",
  Suspension: "Oral Suspension",
  "Oral Drops": "Oral Drops",
  "Eye Drop": "Eye Drop",
  "Eye Ointment": "Eye Ointment",
  "Ear Drop": "Ear Drop",
  "Nasal Spray": "Nasal Spray",
  Inhaler: "Inhaler",
  Rotacap: "Rotacap",
  Respules: "Respules",
  Cream: "Cream",
  Gel: "Gel",
  Ointment: "Ointment",
  Lotion: "Lotion",
  Shampoo: "Shampoo",
  Soap: "Soap",
  "Dusting Powder": "Dusting Powder",
  Powder: "Powder",
  Sachet: "Sachet",
  Granules: "Granules",
  Injection: "Injection",
  "Insulin Pen": "Solution for Injection",
  Infusion: "Infusion",
  Solution: "Solution",
  Spray: "Spray",
  Kit: "Kit",
  Lozenges: "Lozenges",
  Mouth: "Mouthwash",
  Vaginal: "Vaginal Gel",
  Suppository: "Suppository",
  Other: "",
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The form's usual word: "Oral Suspension" for a suspension, "Syrup" for a syrup. */
export function formWord(form: Form): string {
  return FORM_LABELS[form];
}

/**
 * The form alone, for a "Pack Type" cell when the pack has a column of its own: the words after
 * the pack's content ("Strip of 10 tablet SR" → "Tablet SR", "Bottle of 100 ml Expectorant" →
 * "Expectorant", "Packet of 200 MDI Inhaler" → "Inhaler"), else the form's usual word.
 */
export function formLabel(pack: string, form: Form): string {
  const tail = /\bof\s+[\d.]+\s+(?:(?:ml|gm|mdi)\s+)?(.+)$/i.exec(pack)?.[1]?.trim() ?? "";
  const unit = /^(?:soft gelatin )?(tablet|capsule|rotacap|injection)s?\b\s*(.*)$/i.exec(tail);
  if (unit) return [capitalise(unit[1]!.toLowerCase()), unit[2]!.toUpperCase()].filter(Boolean).join(" ");
  if (/^lozenges?$/i.test(tail)) return "Lozenges";
  return tail ? capitalise(tail) : FORM_LABELS[form];
}

/** Unit count and kind of a pack label, used to scale synthetic prices. */
export function packUnits(pack: string): { count: number; kind: "unit" | "volume" | "single" } {
  const match = /of\s+([\d.]+)\s*(tablets?|capsules?|rotacaps?|lozenges?|ml|gm|g|mdi)?/i.exec(pack);
  if (!match) return { count: 1, kind: "single" };
  const count = Number(match[1]);
  const unit = (match[2] ?? "").toLowerCase();
  if (/^(tablet|capsule|rotacap|lozenge)/.test(unit)) return { count, kind: "unit" };
  if (unit === "ml" || unit === "gm" || unit === "g") return { count, kind: "volume" };
  return { count: 1, kind: "single" };
}

/** Plausible rupee price of one pack, by form and category (synthetic). */
export function syntheticPrice(form: Form, category: Category | undefined, pack: string, random: () => number): number {
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
      const [min, max] = (category && perTablet[category]) ?? [5, 20];
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
  return printedPrice(price, random);
}

/** A price as MRPs are printed: some end in .00 or .50, most carry paise. */
export function printedPrice(price: number, random: () => number): number {
  const style = random();
  if (style < 0.3) return Math.round(price);
  if (style < 0.4) return Math.round(price * 2) / 2;
  return round2(price);
}
