/**
 * The sample catalogue's Hindi columns (docs/sheet-format.md, "Hindi"; data/SOURCES.md): for the
 * rows of some well-known brands, the name written in Devanagari as chemists say it, and the
 * uses, side effects, contraindications and a short description in plain Hindi. Editorial,
 * like the contraindications: every phrase below was written for this sample, once per English
 * phrase of the datasets. A row gets a Hindi cell only when every part of it has a Hindi
 * counterpart here; otherwise the cell stays empty and the Hindi page shows the English text.
 */

/** The brands whose rows get Hindi texts, as their first word is written in Devanagari. */
const BRANDS: Readonly<Record<string, string>> = {
  Aciloc: "एसिलॉक",
  Aldactone: "एल्डैक्टोन",
  Allegra: "एलेग्रा",
  Almox: "एल्मॉक्स",
  Amaryl: "अमैरिल",
  Amlong: "एमलॉन्ग",
  Ascoril: "एस्कोरिल",
  Asthalin: "अस्थालिन",
  Atarax: "एटारैक्स",
  Aten: "एटेन",
  Atorva: "एटोर्वा",
  Augmentin: "ऑगमेंटिन",
  Avil: "एविल",
  Azee: "एज़ी",
  Azithral: "एज़िथ्राल",
};

/** The other words of those names: forms, flavours and qualifiers, as the trade says them in Hindi. */
const WORDS: Readonly<Record<string, string>> = {
  Tablet: "टैबलेट",
  Capsule: "कैप्सूल",
  Syrup: "सिरप",
  "Dry Syrup": "ड्राई सिरप",
  Injection: "इंजेक्शन",
  Inhaler: "इनहेलर",
  Respules: "रेस्प्यूल्स",
  Rotacaps: "रोटाकैप्स",
  "Respirator Solution": "रेस्पिरेटर सॉल्यूशन",
  Expectorant: "एक्सपेक्टोरेंट",
  Drops: "ड्रॉप्स",
  Liquid: "लिक्विड",
  Suspension: "सस्पेंशन",
  "Nasal Spray": "नेज़ल स्प्रे",
  "Eye Ointment": "आई ऑइंटमेंट",
  "Cough Syrup": "कफ़ सिरप",
  Junior: "जूनियर",
  Plus: "प्लस",
  Forte: "फ़ोर्ट",
  "Sugar Free": "शुगर फ़्री",
  Raspberry: "रास्पबेरी",
  Vanilla: "वनीला",
  Peppermint: "पेपरमिंट",
  "&": "और",
};

/** Words made of capitals only (SR, XL, LS, CV, M) stay Latin: they are printed so on the strip. */
const CODE = /^[A-Z]{1,3}$/;

/**
 * A product name in Devanagari, or undefined when it is not one of the brands above or has a
 * word without a Hindi spelling here. Strengths ("120mg", "2.5") and letter codes stay as written.
 */
export function hindiNameOf(name: string): string | undefined {
  const words = name.trim().split(/\s+/);
  const [brand, ...suffix] = (words[0] ?? "").split("-");
  const brandInHindi = BRANDS[brand ?? ""];
  if (brandInHindi === undefined || suffix.some((part) => !CODE.test(part))) return undefined;
  const out = [[brandInHindi, ...suffix].join("-")];
  for (let i = 1; i < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1] ?? ""}`;
    if (WORDS[pair] !== undefined) {
      out.push(WORDS[pair]);
      i++;
      continue;
    }
    const word = words[i]!;
    if (WORDS[word] !== undefined) out.push(WORDS[word]);
    else if (/\d/.test(word) || CODE.test(word)) out.push(word);
    else return undefined;
  }
  return out.join(" ");
}

const USES: Readonly<Record<string, string>> = {
  "Treatment of Gastroesophageal reflux disease (Acid reflux)": "एसिडिटी और खट्टी डकार (एसिड रिफ्लक्स) का इलाज",
  "Treatment of Peptic ulcer disease": "पेट और आँत के छाले (पेप्टिक अल्सर) का इलाज",
  "Hypertension (high blood pressure)": "हाई ब्लड प्रेशर",
  "Treatment of Hypertension (high blood pressure)": "हाई ब्लड प्रेशर का इलाज",
  Edema: "शरीर में पानी भरने से सूजन",
  "Low potassium": "पोटैशियम की कमी",
  "Heart failure": "हार्ट फ़ेलियर",
  "Treatment of Sneezing and runny nose due to allergies": "एलर्जी से छींक और नाक बहने का इलाज",
  "Treatment of Allergic conditions": "एलर्जी का इलाज",
  "Treatment of Bacterial infections": "बैक्टीरिया से होने वाले संक्रमण का इलाज",
  "Treatment of Bacterial eye infections": "आँख के बैक्टीरियल संक्रमण का इलाज",
  "Treatment of Type 2 diabetes mellitus": "टाइप 2 डायबिटीज़ (शुगर) का इलाज",
  "Prevention of Angina (heart-related chest pain)": "एंजाइना (दिल से जुड़ा सीने का दर्द) से बचाव",
  "Treatment of Angina (heart-related chest pain)": "एंजाइना (दिल से जुड़ा सीने का दर्द) का इलाज",
  "Treatment of Dry cough": "सूखी खाँसी का इलाज",
  "Treatment of Cough with mucus": "बलगम वाली खाँसी का इलाज",
  "Treatment of Cough": "खाँसी का इलाज",
  "Sore throat": "गले में खराश",
  "Treatment of Chronic obstructive pulmonary disease (COPD)": "फेफड़ों की पुरानी बीमारी (COPD) का इलाज",
  "Treatment and prevention of Asthma": "दमा (अस्थमा) का इलाज और बचाव",
  "Treatment of Anxiety": "घबराहट और बेचैनी (एंग्ज़ाइटी) का इलाज",
  "Treatment of Skin conditions with inflammation & itching": "सूजन और खुजली वाले त्वचा रोगों का इलाज",
  "Treatment of Arrhythmia": "दिल की अनियमित धड़कन का इलाज",
  "Prevention of Heart attack": "हार्ट अटैक से बचाव",
  "High cholesterol": "बढ़ा हुआ कोलेस्ट्रॉल",
  "Treatment of Respiratory disease with excessive mucus": "ज़्यादा बलगम वाले साँस के रोगों का इलाज",
  "Treatment and prevention of Meniere's disease": "मेनियर रोग (चक्कर और कान में आवाज़) का इलाज और बचाव",
};

const SIDE_EFFECTS: Readonly<Record<string, string>> = {
  Headache: "सिरदर्द",
  Diarrhea: "दस्त",
  "Gastrointestinal disturbance": "पेट की गड़बड़ी",
  Nausea: "जी मिचलाना",
  Vomiting: "उल्टी",
  "Leg cramps": "पैरों में ऐंठन",
  Dizziness: "चक्कर आना",
  Drowsiness: "उनींदापन",
  Confusion: "उलझन",
  "Breast enlargement in male": "पुरुषों में स्तन बढ़ना",
  "Increased creatinine level in blood": "खून में क्रिएटिनिन बढ़ना",
  "Nasal inflammation": "नाक में सूजन",
  Nosebleeds: "नाक से खून आना",
  "Nasal ulceration": "नाक में छाले",
  Breathlessness: "साँस फूलना",
  "Skin rash": "त्वचा पर चकत्ते",
  Rash: "चकत्ते",
  "Flu like symptoms": "फ़्लू जैसे लक्षण",
  "Hypoglycemia low blood glucose level": "शुगर बहुत कम होना (हाइपोग्लाइसीमिया)",
  Weakness: "कमज़ोरी",
  Flatulence: "गैस बनना",
  "Abdominal pain": "पेट दर्द",
  Fatigue: "थकान",
  Tiredness: "थकावट",
  Sleepiness: "नींद आना",
  "Ankle swelling": "टखनों में सूजन",
  "Flushing sense of warmth in the face ears neck and trunk": "चेहरे और गर्दन पर गर्मी और लाली",
  "Slow heart rate": "धड़कन धीमी होना",
  Palpitations: "धड़कन तेज़ महसूस होना",
  "Edema swelling": "सूजन",
  Constipation: "कब्ज़",
  "Cold extremities": "हाथ-पैर ठंडे रहना",
  "Glucose intolerance": "शुगर का संतुलन बिगड़ना",
  "Increased blood uric acid": "खून में यूरिक एसिड बढ़ना",
  "Decreased potassium level in blood": "खून में पोटैशियम कम होना",
  "Altered blood lipid level": "खून में चर्बी (लिपिड) का स्तर बदलना",
  "Loss of appetite": "भूख न लगना",
  "Excessive salivation": "मुँह में ज़्यादा लार आना",
  "Numbness of extremity": "हाथ-पैर सुन्न होना",
  "Increased heart rate": "धड़कन बढ़ना",
  "Stomach discomfort": "पेट में बेचैनी",
  Tremors: "हाथ-पैर काँपना",
  "Muscle cramp": "मांसपेशियों में ऐंठन",
  "Upset stomach": "पेट खराब होना",
  "Stomach pain": "पेट में दर्द",
  "Allergic reaction": "एलर्जी",
  Hives: "पित्ती",
  Indigestion: "अपच",
  Bloating: "पेट फूलना",
  Sweating: "पसीना आना",
  "Respiratory tract inflammation": "साँस की नली में सूजन",
  "Respiratory tract infection": "साँस की नली में संक्रमण",
  Cough: "खाँसी",
  Nervousness: "घबराहट",
  Sedation: "सुस्ती और नींद",
  Dyspepsia: "बदहज़मी",
  "Joint pain": "जोड़ों में दर्द",
  "Nasopharyngitis inflammation of the throat and nasal passages": "गले और नाक के रास्ते में सूजन",
  "Pain in extremities": "हाथ-पैरों में दर्द",
  "Urinary tract infection": "पेशाब की नली में संक्रमण",
  "Abnormal liver function tests": "लिवर की जाँच में गड़बड़ी",
  "Mucocutaneous candidiasis": "मुँह या त्वचा में फंगल संक्रमण",
  "Burning eyes": "आँखों में जलन",
};

const CONTRAINDICATIONS: Readonly<Record<string, string>> = {
  "Prolactin-releasing pituitary tumour": "प्रोलैक्टिन बनाने वाला पिट्यूटरी ट्यूमर",
  "Gastrointestinal bleeding or obstruction": "पेट या आँत में खून आना या रुकावट",
  "Moderate to severe liver disease": "लिवर की मध्यम या गंभीर बीमारी",
  "Use with rilpivirine": "रिल्पिविरिन दवा के साथ",
  "High blood potassium": "खून में पोटैशियम ज़्यादा होना",
  Anuria: "पेशाब बिल्कुल न बनना",
  "Penicillin allergy": "पेनिसिलिन से एलर्जी",
  "History of cholestatic jaundice with amoxicillin": "पहले एमोक्सिसिलिन से पीलिया हुआ हो",
  "Type 1 diabetes": "टाइप 1 डायबिटीज़",
  "Diabetic ketoacidosis": "डायबिटिक कीटोएसिडोसिस",
  "Severe kidney or liver disease": "किडनी या लिवर की गंभीर बीमारी",
  "Severe kidney disease": "किडनी की गंभीर बीमारी",
  "Metabolic acidosis": "मेटाबोलिक एसिडोसिस (खून में एसिड बढ़ना)",
  "Severe low blood pressure": "बहुत कम ब्लड प्रेशर",
  "Cardiogenic shock": "दिल की वजह से शॉक (कार्डियोजेनिक शॉक)",
  "Severe bradycardia": "धड़कन बहुत धीमी होना",
  "Heart block": "हार्ट ब्लॉक",
  "Severe high blood pressure": "बहुत ज़्यादा ब्लड प्रेशर",
  "Use of MAO inhibitors": "MAO इनहिबिटर दवाएँ लेने वाले",
  "Prolonged QT interval": "ECG में लंबा QT अंतराल",
  Porphyria: "पोर्फ़ीरिया",
  "Active liver disease": "लिवर की सक्रिय बीमारी",
  Pregnancy: "गर्भावस्था",
  Breastfeeding: "स्तनपान",
  "Allergy to macrolide antibiotics": "मैक्रोलाइड एंटीबायोटिक से एलर्जी",
  "History of liver problems with azithromycin": "पहले एज़िथ्रोमाइसिन से लिवर की तकलीफ़ हुई हो",
};

/** Every Hindi text of the tables above, for the tests. */
export const HINDI_TABLES = { BRANDS, WORDS, USES, SIDE_EFFECTS, CONTRAINDICATIONS };

/** Each item in Hindi, or undefined when one has no Hindi counterpart (the cell then stays empty). */
function inHindi(items: readonly string[], table: Readonly<Record<string, string>>): string[] | undefined {
  const translated = items.map((item) => table[item]);
  return translated.every((item): item is string => item !== undefined) ? translated : undefined;
}

/** A Hindi list: the items joined by commas, the last by और (and). */
function hindiList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} और ${items[items.length - 1]}`;
}

/** The five Hindi cells of a row (empty where there is no Hindi text), in the order of HINDI_FIELDS. */
export type HindiCells = {
  name: string;
  description: string;
  uses: string;
  sideEffects: string;
  contraindications: string;
};

export const NO_HINDI: HindiCells = { name: "", description: "", uses: "", sideEffects: "", contraindications: "" };

/**
 * The Hindi cells of a product: all empty unless its name has a Hindi spelling. Lists are
 * written as the English columns are, comma-separated; the description says what the product
 * contains (the composition as the sheet writes it) and its main uses, or who markets it.
 */
export function hindiCellsOf(product: {
  name: string;
  composition: string;
  marketer: string;
  uses: readonly string[];
  sideEffects: readonly string[];
  contraindications: readonly string[];
}): HindiCells {
  const name = hindiNameOf(product.name);
  if (name === undefined) return NO_HINDI;
  const uses = inHindi(product.uses, USES);
  const sideEffects = inHindi(product.sideEffects, SIDE_EFFECTS);
  const contraindications = inHindi(product.contraindications, CONTRAINDICATIONS);
  const contains = `${name} में ${product.composition} है।`;
  const description =
    uses && uses.length > 0
      ? `${contains} इसके मुख्य उपयोग: ${hindiList(uses.slice(0, 3))}।`
      : `${contains} यह ${product.marketer} की दवा है।`;
  return {
    name,
    description,
    uses: uses?.join(", ") ?? "",
    sideEffects: sideEffects?.join(", ") ?? "",
    contraindications: contraindications?.join(", ") ?? "",
  };
}
