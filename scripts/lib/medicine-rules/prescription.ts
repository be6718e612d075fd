/** Editorial rules of scripts/lib/medicine-rules.ts: the prescription flag and the drug schedule. */
import { type Category, HOME, RX_TOPICAL, words } from "./categories";
import { type Form, TOPICAL_FORMS } from "./forms";
import { type Ingredient } from "./text";

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
