/** Editorial rules of scripts/lib/medicine-rules.ts: the category, from keyword rules over the ingredients, the uses and the form. */
import { HOME_CATEGORIES as SITE_HOME_CATEGORIES } from "../../../app/catalogue/medicine/categories";
import { type Form, TOPICAL_FORMS } from "./forms";
import { type Ingredient } from "./text";

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

/** Ingredients that keep a topical product prescription-only (steroids, retinoids, antibiotics); also what makes a liquid topical. */
export const RX_TOPICAL = words(`clobetasol|mometasone|halobetasol|betamethasone|fluticasone|beclometasone|
  hydrocortisone|triamcinolone|fluocinolone|desonide|clobetasone|tretinoin|adapalene|tazarotene|
  isotretinoin|mupirocin|fusidic acid|nadifloxacin|clindamycin|gentamicin|neomycin|framycetin|
  silver sulfadiazine|tacrolimus|hydroquinone|minoxidil|permethrin|lindane|luliconazole|
  sertaconazole|eberconazole|amorolfine|terbinafine|azelaic acid|benzoyl peroxide|metronidazole|
  ivermectin|calcipotriol|pimecrolimus|finasteride|crisaborole|dapsone`);

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
