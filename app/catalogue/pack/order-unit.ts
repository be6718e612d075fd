import { tokenize } from "~/catalogue/text/tokens";

/**
 * What a buyer orders a medicine in (docs/product.md 12.2b): the container its pack phrase
 * names. "Strip of 10 tablets" is ordered in strips ("2 strips"), "Bottle of 100 ml Syrup" in
 * bottles, "100 ml bottle" too. A phrase that names no container ("15 Tablets", "10's", "10 x 10")
 * or several of one thing ("5 sachets": a pack of them?) has none: the quantity is a plain number,
 * never a guessed unit. Read with the same tokens as the pack's content (pack.ts).
 */

export const ORDER_UNITS = [
  "strip",
  "bottle",
  "tube",
  "jar",
  "packet",
  "pack",
  "box",
  "bag",
  "container",
  "vial",
  "ampoule",
  "cartridge",
  "pen",
  "syringe",
  "sachet",
  "kit",
  "respule",
  "inhaler",
  // Written in orders only ("10 tab"): no pack phrase is read as tablets (a "10 Tablets" pack names no container).
  "tablet",
] as const;
export type OrderUnit = (typeof ORDER_UNITS)[number];

/** Container words as tokenize folds them (lower case, "ph" read as "f"), and the unit each is ordered in. */
const CONTAINER_WORDS = new Map<string, OrderUnit>();
function words(unit: OrderUnit, list: readonly string[]) {
  for (const word of list) CONTAINER_WORDS.set(word, unit);
}
words("strip", ["strip", "strips", "blister", "blisters"]);
words("bottle", ["bottle", "bottles", "dropper"]);
words("tube", ["tube", "tubes"]);
words("jar", ["jar", "jars", "tin", "tins", "pot"]);
words("packet", ["packet", "packets"]);
words("pack", ["pack", "packs", "carton", "cartons"]);
words("box", ["box", "boxes"]);
words("bag", ["bag", "bags"]);
words("container", ["container", "containers", "can"]);
words("vial", ["vial", "vials"]);
words("ampoule", ["ampoule", "ampoules", "ampule", "ampules"]);
// A penfill is a cartridge for a pen; a flexpen or kwikpen is the pen itself.
words("cartridge", ["cartridge", "cartridges", "penfill"]);
words("pen", ["pen", "pens", "flexpen", "kwikpen"]);
words("syringe", ["syringe", "syringes"]);
words("sachet", ["sachet", "sachets"]);
words("kit", ["kit", "kits"]);
words("respule", ["respule", "respules"]);
words("inhaler", ["inhaler", "inhalers"]);

/** Words that may stand before or between a container and its count: "Pre-filled pen of", "a box of". */
const FILLERS = new Set(["a", "an", "one", "of", "pre", "prefilled", "filled"]);

export function orderUnitOf(pack: string | undefined): OrderUnit | undefined {
  if (!pack) return undefined;
  const tokens = tokenize(pack);
  let at = 0;
  // "{container} of {count} …": the first container named is what is ordered ("box of 10 strips").
  for (; at < tokens.length && tokens[at]!.kind === "word"; at++) {
    const word = tokens[at]!.text;
    const unit = CONTAINER_WORDS.get(word);
    if (unit) return unit;
    if (!FILLERS.has(word)) return undefined;
  }
  // "{count} [x {count}] [{unit}] {container}": "100 ml bottle", "0.5 ml pre-filled syringe", "100's strip".
  if (tokens[at]?.kind !== "number") return undefined;
  const count = Number(tokens[at]!.text);
  at++;
  while (tokens[at]?.text === "x" || tokens[at]?.kind === "number") at++;
  for (let seen = 0; at < tokens.length && seen < 4; at++, seen++) {
    const token = tokens[at]!;
    if (token.kind !== "word") return undefined;
    const unit = CONTAINER_WORDS.get(token.text);
    // "1 kit", "1 Respule" is one; "5 sachets" is several in something not named.
    if (unit) return seen === 0 && count !== 1 ? undefined : unit;
  }
  return undefined;
}

/**
 * Short forms and Hindi words buyers write for a container in an order ("2 stp", "5 पत्ते"), beside
 * the container words of pack phrases.
 */
const WRITTEN_CONTAINER_WORDS = new Map<string, OrderUnit>([
  ["stp", "strip"],
  ["strp", "strip"],
  ["bx", "box"],
  ["btl", "bottle"],
  ["btls", "bottle"],
  ["pkt", "packet"],
  ["pkts", "packet"],
  ["amp", "ampoule"],
  ["amps", "ampoule"],
  ["पत्ता", "strip"],
  ["पत्ते", "strip"],
  ["पत्तियां", "strip"],
  ["डिब्बा", "box"],
  ["डिब्बे", "box"],
  ["बोतल", "bottle"],
  ["बोतलें", "bottle"],
  ["शीशी", "bottle"],
  ["शीशियां", "bottle"],
  ["ट्यूब", "tube"],
  ["डिब्बी", "box"],
  ["बॉक्स", "box"],
  ["स्ट्रिप", "strip"],
  ["पैक", "pack"],
  ["वायल", "vial"],
  // Tablets counted one by one ("10 tab", "20 गोली"): only after a quantity (read-order-line.ts).
  ["tab", "tablet"],
  ["tabs", "tablet"],
  ["tablet", "tablet"],
  ["tablets", "tablet"],
  ["गोली", "tablet"],
  ["गोलियां", "tablet"],
  ["टैबलेट", "tablet"],
]);

/** The container one word of an order names ("boxes", "stp", "पत्ते"), or none ("nos", "qty", "pcs"). */
export function orderUnitOfWord(word: string): OrderUnit | undefined {
  const folded = word.toLowerCase();
  return WRITTEN_CONTAINER_WORDS.get(folded) ?? CONTAINER_WORDS.get(tokenize(folded)[0]?.text ?? "");
}
