import { FORM_WORDS } from "~/catalogue/text/form-words";

/**
 * Whether a line of an order is a note to the company ("urgent please", "send by evening", "plz
 * deliver fast", "जल्दी भेजें") rather than a medicine (docs/product.md 12.13a). The caller asks only
 * about lines that matched nothing in the catalogue; this says whether the line also has no word
 * that could name a medicine. A medicine the catalogue lacks ("Xyzomab 40mg 10", "Zorblax") keeps a
 * word this module does not know, or a number, or a form word, and stays a line: a line wrongly
 * taken for a note would leave as the order's note, not as a line, so the words known here are only
 * those of requests, times and courtesies, never a word a brand could be.
 */
export function isNoteLine(written: string): boolean {
  const words = noteWords(written);
  return words !== null && words.length > 0 && words.every((word) => NOTE_WORDS.has(word) || isTime(word));
}

/**
 * The line's words in lower case, with a list marker ("2)", "-", "•") and punctuation left out; a
 * time ("5pm", "5 pm", "6 baje") as one word. Null when a number stands anywhere else: a number is
 * a strength or a quantity, which notes do not have.
 */
function noteWords(written: string): string[] | null {
  const text = noteText(written)
    .toLocaleLowerCase("en")
    .replace(/(\d{1,2})(?::\d{2})?\s*(am|pm|baje|बजे)(?![\p{L}\p{M}])/gu, "$1$2");
  const words = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  if (words.some((word) => /\p{N}/u.test(word) && !isTime(word))) return null;
  // One letter alone ("a", "i", "&") tells nothing either way.
  return words.filter((word) => word.length > 1 || /\p{N}/u.test(word));
}

function isTime(word: string): boolean {
  return /^\d{1,2}(?:am|pm|baje|बजे)$/u.test(word);
}

/**
 * Words of requests, times and courtesies as chemists write them on WhatsApp: English, Hinglish and
 * Hindi. No form word ("tab", "syp") and no word a brand could be.
 */
const NOTE_WORDS: ReadonlySet<string> = new Set(
  [
    // Requests and delivery.
    ...["please", "pls", "plz", "plse", "kindly", "urgent", "urgently", "asap", "fast", "quick", "quickly"],
    ...["send", "sent", "deliver", "delivery", "dispatch", "courier", "bring", "give", "need", "needed"],
    ...["required", "want", "keep", "pack", "packed", "properly", "carefully", "check", "confirm", "call"],
    ...["bill", "billing", "invoice", "credit", "cash", "payment", "pay", "gst", "rate", "rates", "expiry"],
    ...["fresh", "long", "short", "dated", "order", "items", "item", "rest", "all", "remaining", "pending"],
    ...["same", "as", "usual", "previous", "last", "time", "note", "also", "only", "available", "stock"],
    ...["thanks", "thank", "thx", "tnx", "ty", "regards", "sir", "madam", "mam", "dear", "hello", "hi"],
    ...["ok", "okay", "yes", "no", "not", "dont", "don", "without", "fail", "sure", "soon", "early"],
    // Times.
    ...["today", "tomorrow", "tonight", "morning", "evening", "night", "noon", "afternoon", "now"],
    ...["immediately", "day", "week", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"],
    ...["sunday", "before", "after", "till", "until", "by", "latest", "within", "hours", "hour"],
    // Little words.
    ...["the", "an", "and", "or", "to", "of", "for", "in", "on", "at", "with", "from", "me", "us", "my"],
    ...["our", "we", "you", "your", "it", "is", "are", "be", "will", "can", "could", "would", "should"],
    ...["this", "that", "these", "those", "shop", "store", "counter", "here", "there", "do", "get"],
    // Hinglish.
    ...["jaldi", "jald", "bhej", "bhejo", "bhejna", "bhejiye", "bhejdo", "bhej", "dena", "dijiye", "dedo"],
    ...["de", "kal", "aaj", "abhi", "shaam", "sham", "subah", "tak", "se", "pehle", "phle", "baad", "mein"],
    ...["ka", "ki", "ke", "hai", "hain", "kripya", "dhanyavad", "dhanyawad", "shukriya", "turant"],
    ...["saath", "wala", "wali", "sab", "saman", "samaan", "maal", "bhai", "bhaiya", "bhaiyya", "ji"],
    ...["bhi", "zaroor", "jarur", "jaroor", "baki", "baaki"],
    // Hindi.
    ...["जल्दी", "भेज", "भेजें", "भेजो", "भेजिए", "भेजिये", "भेजना", "भेजदें", "दें", "दीजिए", "दीजिये", "देना"],
    ...["कल", "आज", "अभी", "शाम", "सुबह", "तक", "से", "पहले", "बाद", "में", "का", "की", "के", "को", "है"],
    ...["हैं", "कृपया", "धन्यवाद", "शुक्रिया", "तुरंत", "साथ", "बिल", "सब", "माल", "भैया", "जी", "और"],
    ...["भी", "ज़रूर", "जरूर", "बाकी", "बाक़ी", "डिलीवरी", "ऑर्डर", "नोट", "रात", "दोपहर"],
  ].filter((word) => !FORM_WORDS.has(word)),
);

/** A note as it is kept: the line without its list number or bullet ("3) pls send with bill" → "pls send with bill"). */
export function noteText(written: string): string {
  return written.replace(/^\s*(?:\(?\d{1,3}[.)]|[-_•*])\s*/u, "").trim();
}

/**
 * Whether the first line of an order is its heading rather than a medicine: it greets ("Hello
 * sir", "नमस्ते") or names the buyer ("Order from Shree Ram Medical, Patna", "Ganga pharma order -
 * Shree Ram Medical"), and has no form word or strength (docs/product.md 12.13a, decision 64).
 * Asked only of a list's first line when no medicine clearly answers it (match-order.ts): a shop's
 * name is a word no medicine has, which a later line would keep as a line.
 */
export function isHeaderLine(written: string): boolean {
  const text = noteText(written).toLocaleLowerCase("en");
  if (/\d\s*(?:mg|mcg|gm?|ml|iu|%)(?![\p{L}])/u.test(text)) return false;
  const words = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  if (words.some((word) => FORM_WORDS.has(word))) return false;
  const has = (list: ReadonlySet<string>) => words.some((word) => list.has(word));
  return has(GREETINGS) || has(BUYER_WORDS) || (has(ORDER_WORDS) && words.length > 1);
}

/** Greetings that open a chemist's message. */
const GREETINGS: ReadonlySet<string> = new Set([
  ...["hello", "helo", "hi", "hii", "hey", "dear", "namaste", "namaskar", "pranam", "greetings", "sir"],
  ...["नमस्ते", "नमस्कार", "प्रणाम", "सर"],
]);

/** Words of a shop's or a buyer's name: "Shree Ram Medical", "Ganga Pharma", "Gupta Medicos". */
const BUYER_WORDS: ReadonlySet<string> = new Set([
  ...["medical", "medicals", "medicos", "medicose", "medico", "pharma", "pharmacy", "pharmacies", "chemist"],
  ...["chemists", "druggist", "druggists", "drug", "drugs", "store", "stores", "agency", "agencies"],
  ...["enterprises", "enterprise", "traders", "distributors", "hospital", "clinic", "nursing", "dawakhana"],
  ...["मेडिकल", "मेडिकल्स", "फार्मा", "फार्मेसी", "स्टोर", "स्टोर्स", "एजेंसी", "केमिस्ट", "अस्पताल", "क्लिनिक", "दवाखाना"],
]);

/** "Order" as a heading says it: "Order from …", "… order - …", "ऑर्डर". */
const ORDER_WORDS: ReadonlySet<string> = new Set(["order", "ordr", "orders", "आर्डर", "ऑर्डर", "ओर्डर"]);
