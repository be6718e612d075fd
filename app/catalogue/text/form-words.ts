/**
 * Form words and their abbreviations as orders and the sheet write them ("tab", "syp", "inj",
 * "Tablet", "Eye Drops"; docs/search.md "Words of prescriptions"). The order-line reader takes a
 * number right after one for the quantity ("Grilinctus BM syp 5"); the matcher leaves them out
 * when it compares a line with a medicine's name, since the search has already checked the form.
 */
export const FORM_WORDS: ReadonlySet<string> = new Set([
  "tab",
  "tabs",
  "tablet",
  "tablets",
  "cap",
  "caps",
  "capsule",
  "capsules",
  "syp",
  "syr",
  "syrup",
  "syrups",
  "susp",
  "suspension",
  "inj",
  "injection",
  "injections",
  "oint",
  "ointment",
  "ung",
  "cream",
  "crm",
  "gel",
  "drop",
  "drops",
  "drp",
  "drps",
  "gtt",
  "gtts",
  "lotion",
  "lot",
  "sol",
  "soln",
  "solution",
  "powder",
  "pwd",
  "pdr",
  "sachet",
  "sach",
  "inhaler",
  "inh",
  "rotacap",
  "rotacaps",
  "respules",
  "spray",
  "supp",
  "suppository",
  "loz",
  "lozenge",
  "lozenges",
  "soap",
  "shampoo",
  "infusion",
  "liquid",
  "elixir",
  "linctus",
  "dry",
  "eye",
  "ear",
  "nasal",
  "oral",
  "ophthalmic",
  "ofthalmic",
  "topical",
  "dusting",
  "vaginal",
  "soft",
  "gelatin",
  "गोली",
  "टैबलेट",
  "कैप्सूल",
  "सिरप",
  "इंजेक्शन",
]);

/**
 * Release words written after the form ("Tablet SR", "Capsule PR"): part of what a medicine is
 * (Glycomet SR is not Glycomet), so a name is named exactly only with them (match-order-line.ts).
 */
export const RELEASE_WORDS: ReadonlySet<string> = new Set(["sr", "xr", "cr", "er", "mr", "pr", "dr", "od", "ir"]);

/**
 * Marks of a tablet's kind written after the form ("Tablet DT": dispersible, "Tablet MD": mouth
 * dissolving). Unlike a release word they name no other medicine of the brand: a buyer writes
 * "Montair LC kid tab" for "Montair LC Kid Tablet DT", so the matcher reads them as form words
 * there, beside a form word. Elsewhere they are part of the brand ("Incid-MD Tablet" beside
 * "Incid-L Tablet").
 */
export const FORM_MARKS: ReadonlySet<string> = new Set(["dt", "md"]);

/**
 * Words of a form the list above lacks ("Chewable Tablet", "Expectorant"): left out when a line
 * is compared with a name, wherever they stand, so that "Zentel" names "Zentel Oral Suspension" and
 * "Zentel Chewable Tablet" alike: the buyer chooses. ("Sugar Free" is not one: decision 017 takes
 * "Grilinctus-BM Syrup" for "Grilinctus BM syp" before the name that adds those words.)
 */
export const FORM_QUALIFIERS: ReadonlySet<string> = new Set(["chewable", "dispersible", "effervescent", "expectorant"]);
