/**
 * Bidirectional-control characters: the embeddings and overrides U+202A–U+202E, the isolates
 * U+2066–U+2069, and the marks U+200E, U+200F and U+061C. Neither of the site's languages needs
 * them (English and Hindi both run left to right), and in a buyer's text they do harm: an override
 * shows "Dolo 650 x 01" as "10 x 056 oloD" in the company's mail and spreadsheet, reorders a
 * GSTIN or phone number on screen while it stays wrong underneath, and a mark makes two texts that
 * look alike differ. They are removed from every text a visitor sends (order lines, order files,
 * the enquiry and contact forms) where it enters, with this one function.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text without bidirectional-control characters (see above). */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}
