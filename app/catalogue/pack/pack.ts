import type { MessageId } from "~/i18n/message-id";
import { tokenize, type Token } from "~/catalogue/text/tokens";

/**
 * What a pack holds, read from a pack phrase (docs/product.md 11.2): "Strip of 10 tablets" is
 * 10 tablets, "Bottle of 100 ml Syrup" 100 ml. Used for the price per unit, so a phrase is read
 * only when its count and unit are both written; anything else is undefined, never a guess.
 *
 * The phrasings read (1mg/A–Z style, Bangladeshi medex style, trade shorthand):
 * - "{container} of {count} {unit} [form…]": "Strip of 15 tablets", "Tube of 20 gm Cream",
 *   "Packet of 200 MDI Inhaler" (200 metered doses), "box of 5 ampoules".
 * - "{count} {unit} [container…]": "1 kit", "100 ml bottle", "120 metered doses", "28 tablet pack".
 * - "{count} x {count} {unit}": in Indian trade "10 x 10" is a box of 10 strips of 10, so
 *   "10x10 tablets" is 100 tablets; "box of 10 strips of 10 tablets" likewise. A bare "10 x 10"
 *   says 100 but not of what: undefined.
 * - A count with no unit counts the container when it is itself a unit: "Vial of 1 Injection"
 *   is 1 vial; "Pack of 1" says nothing (1 of what?).
 * - A drug amount instead of a pack content ("500 mg vial", "Vial of 40 mg Injection") is the
 *   strength of one container: 1 vial. Grams and millilitres are pack content ("Sachet of 10 gm
 *   Granules" is 10 gm).
 * - Words before the count must be container words, so a product name ("Dolo 650 Tablet") is
 *   never read as 650 tablets. Words after the unit (form, "SR", "DT", …) do not matter.
 * - The trade's shorthand "10's" (ten of them) says how many but not of what: `parsePack` leaves
 *   it, and `parseCountOfForm` reads it with the row's form ("10's" of a "Tablet").
 */

export const PACK_UNITS = [
  "tablet",
  "capsule",
  "ml",
  "gm",
  "vial",
  "ampoule",
  "sachet",
  "kit",
  "dose",
  "inhaler",
  "respule",
  "lozenge",
  "suppository",
  "patch",
  "piece",
] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

export type Pack = { units: number; unit: PackUnit };

/** Unit words as tokenize folds them (lower case, "ph" read as "f"), with a factor to the unit. */
const UNIT_WORDS = new Map<string, { unit: PackUnit; factor: number }>();
function units(unit: PackUnit, words: string[], factor = 1) {
  for (const word of words) UNIT_WORDS.set(word, { unit, factor });
}
units("tablet", ["tablet", "tablets", "tab", "tabs"]);
// Rotacaps and transcaps are capsules (inhaled through a device, but counted the same way).
units("capsule", ["capsule", "capsules", "cap", "caps", "softgel", "softgels", "rotacap", "rotacaps", "transcaps"]);
units("ml", ["ml", "mls"]);
units("ml", ["l", "ltr", "litre", "litres", "liter", "liters"], 1000);
units("gm", ["g", "gm", "gms", "gram", "grams"]);
units("gm", ["kg"], 1000);
units("vial", ["vial", "vials"]);
units("ampoule", ["ampoule", "ampoules", "ampule", "ampules"]);
units("sachet", ["sachet", "sachets"]);
units("kit", ["kit", "kits"]);
// "200 MDI" on 1mg is 200 metered doses of an inhaler; "120 metered sprays" on medex the same.
units("dose", ["dose", "doses", "mdi", "puff", "puffs", "sprays", "actuations"]);
units("inhaler", ["inhaler", "inhalers"]);
units("respule", ["respule", "respules"]);
units("lozenge", ["lozenge", "lozenges"]);
units("suppository", ["suppository", "suppositories"]);
units("patch", ["patch", "patches"]);
// "nos" (numbers) is how Indian trade counts pieces: "10 nos".
units("piece", ["piece", "pieces", "pc", "pcs", "nos"]);

/** Adjectives that may stand between a count and its unit: "10 soft gelatin capsules". */
const MODIFIERS = new Set(["soft", "hard", "gelatin", "gelatine", "metered", "film", "coated"]);

/** Words a pack phrase may start with, before its count. */
const CONTAINERS = new Set([
  ...["a", "an", "of", "one", "pack", "packs", "packet", "packets", "box", "boxes", "carton", "strip", "strips"],
  ...["blister", "blisters", "bottle", "bottles", "tube", "tubes", "jar", "tin", "can", "container", "bag", "pot"],
  ...["dropper", "cartridge", "pen", "flexpen", "penfill", "kwikpen", "pre", "prefilled", "filled", "syringe"],
  ...["vial", "vials", "ampoule", "ampoules", "ampule", "sachet", "sachets", "kit", "inhaler", "respule"],
]);

/** Drug amounts: a strength, not what the pack holds. */
const AMOUNTS = new Set(["mg", "mcg", "ug", "iu"]);

export function parsePack(text: string): Pack | undefined {
  const tokens = tokenize(text);
  let at = 0;
  let container: PackUnit | undefined;
  for (; at < tokens.length && tokens[at]!.kind === "word"; at++) {
    const word = tokens[at]!.text;
    if (!CONTAINERS.has(word)) return undefined;
    container = UNIT_WORDS.get(word)?.unit ?? container;
  }
  let count = numberAt(tokens, at);
  if (count === undefined) return undefined;
  at++;
  // "10 x 10", "10 × 10", and nested containers: "10 strips of 10".
  for (;;) {
    const next = tokens[at];
    if (next?.kind === "word" && next.text === "x" && numberAt(tokens, at + 1) !== undefined) {
      count *= numberAt(tokens, at + 1)!;
      at += 2;
    } else if (next?.kind === "number" && /^\s*[×*]\s*$/.test(text.slice(tokens[at - 1]!.end, next.start))) {
      count *= numberAt(tokens, at)!;
      at += 1;
    } else if (
      next?.kind === "word" &&
      CONTAINERS.has(next.text) &&
      tokens[at + 1]?.text === "of" &&
      numberAt(tokens, at + 2) !== undefined
    ) {
      count *= numberAt(tokens, at + 2)!;
      at += 3;
    } else break;
  }
  while (tokens[at]?.kind === "word" && MODIFIERS.has(tokens[at]!.text)) at++;

  const word = tokens[at]?.kind === "word" ? tokens[at]!.text : undefined;
  const named = word === undefined ? undefined : UNIT_WORDS.get(word);
  let pack: Pack | undefined;
  // Rounded so that "1.1 l" is 1100 ml, not 1100.0000000000002.
  if (named) pack = { units: Math.round(count * named.factor * 1e6) / 1e6, unit: named.unit };
  else if (word !== undefined && AMOUNTS.has(word)) {
    // "500 mg vial" / "Vial of 500 mg": one container of that strength.
    const after = tokens[at + 1]?.kind === "word" ? UNIT_WORDS.get(tokens[at + 1]!.text) : undefined;
    const one = container ?? (after && after.factor === 1 && isContainerUnit(after.unit) ? after.unit : undefined);
    pack = one && isContainerUnit(one) ? { units: 1, unit: one } : undefined;
  } else if (container) pack = { units: count, unit: container };
  return pack && Number.isFinite(pack.units) && pack.units > 0 ? pack : undefined;
}

/**
 * The trade's shorthand for a count of the row's own form: "10's", "15`s", "10s", "1x15's",
 * "10 x 10's" (a box of 10 strips of 10). It says how many but not of what, so it is read only
 * with a form that names something counted: "10's" of a "Tablet" is 10 tablets, of a "Capsule SR"
 * 10 capsules; of a "Syrup" (how much is one?) or an "Injection", nothing.
 */
export function parseCountOfForm(pack: string, form: string): Pack | undefined {
  const tokens = tokenize(pack);
  let count = numberAt(tokens, 0);
  if (count === undefined) return undefined;
  let at = 1;
  while (tokens[at]?.text === "x" && numberAt(tokens, at + 1) !== undefined) {
    count *= numberAt(tokens, at + 1)!;
    at += 2;
  }
  if (tokens[at]?.text !== "s" || at + 1 !== tokens.length || count <= 0) return undefined;
  const unit = countedUnitOf(form);
  return unit === undefined ? undefined : { units: count, unit };
}

/** The first word of a form that names a thing counted one by one (not ml or gm). */
function countedUnitOf(form: string): PackUnit | undefined {
  for (const token of tokenize(form)) {
    const named = token.kind === "word" ? UNIT_WORDS.get(token.text) : undefined;
    if (named && named.factor === 1 && named.unit !== "ml" && named.unit !== "gm") return named.unit;
  }
  return undefined;
}

/** Units that are a container of a dose rather than an amount: what a strength can come in. */
function isContainerUnit(unit: PackUnit): boolean {
  return unit === "vial" || unit === "ampoule" || unit === "sachet" || unit === "kit" || unit === "inhaler";
}

function numberAt(tokens: readonly Token[], at: number): number | undefined {
  const token = tokens[at];
  return token?.kind === "number" ? Number(token.text) : undefined;
}

const LABELS: Record<PackUnit, MessageId> = {
  tablet: "unit.tablet",
  capsule: "unit.capsule",
  ml: "unit.ml",
  gm: "unit.gm",
  vial: "unit.vial",
  ampoule: "unit.ampoule",
  sachet: "unit.sachet",
  kit: "unit.kit",
  dose: "unit.dose",
  inhaler: "unit.inhaler",
  respule: "unit.respule",
  lozenge: "unit.lozenge",
  suppository: "unit.suppository",
  patch: "unit.patch",
  piece: "unit.piece",
};

/** The message of a price per unit: "₹1.20 per tablet" (`{amount}` is the price). */
export function unitLabel(unit: PackUnit): MessageId {
  return LABELS[unit];
}
