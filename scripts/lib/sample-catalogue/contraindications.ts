/** Step of the sample builder (scripts/build-sample-catalogue.ts): contraindications of common ingredients. */
import { type Form, type Ingredient, TOPICAL_FORMS, unique, words } from "../medicine-rules";

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

export function contraindicationsOf(ingredients: Ingredient[], form: Form): string[] {
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
