// A GSTIN (India's GST identification number), checked as the GST network checks it: 15 characters,
// a state code, the holder's PAN, an entity number, a letter (usually Z) and a check character
// computed from the first 14 by the base-36 method the GST network publishes (a Luhn mod 36).

import { withoutBidiControls } from "~/formatting/bidi-controls";

/** What is wrong with a GSTIN; the form's message names it. */
export type GstinProblem = "length" | "state" | "pan" | "format" | "check";

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * State and union territory codes (01 Jammu and Kashmir … 38 Ladakh), 97 "other territory" and
 * 99 "centre jurisdiction". Code 28 (old Andhra Pradesh) is still found on older registrations.
 */
function isStateCode(code: string): boolean {
  if (!/^\d\d$/.test(code)) return false;
  const number = Number(code);
  return (number >= 1 && number <= 38) || number === 97 || number === 99;
}

/**
 * A GSTIN as people write it (lower case, spaces, dashes between its parts: "10-aapfu 0939f-1zv",
 * an invisible character pasted with it): upper case, without them. Its length is checked after.
 */
export function normalizeGstin(text: string): string {
  return withoutBidiControls(text)
    .replace(/[\s\u200b-\u200d\ufeff\-\u2010-\u2015\u2212]+/gu, "")
    .toUpperCase();
}

/** The check character of the first 14 characters of a GSTIN (already upper case, [0-9A-Z]). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let at = 0; at < first14.length; at++) {
    const value = CHARACTERS.indexOf(first14[at]!);
    // Every second character counts twice; a product's base-36 digits are added.
    const product = value * (at % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Null for a valid GSTIN (normalised), otherwise the first thing wrong with it. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== 15) return "length";
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return "format";
  if (!isStateCode(gstin.slice(0, 2))) return "state";
  // The PAN: five letters, four digits, a letter.
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return "pan";
  // The holder's registration number in the state (1–9, then A–Z), and a letter (Z for most).
  if (!/^[1-9A-Z][A-Z0-9]$/.test(gstin.slice(12, 14))) return "format";
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : "check";
}
