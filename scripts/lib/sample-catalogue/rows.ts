/** Step of the sample builder (scripts/build-sample-catalogue.ts): one sheet row per product, as a distributor types it. */
import { rng, SEED } from "./seed";
import { brandGroupOf, brandGroupPack } from "../brand-groups";
import { type Cell, groupIndian, money, num, str } from "../gviz-writer";
import { hindiCellsOf } from "../hindi-texts";
import {
  type Category,
  derivedPack,
  type Form,
  formatComposition,
  formatStrength,
  formLabel,
  ingredientsKey,
  isPrescription,
  listSentence,
  packUnits,
  PRESCRIPTION_SCHEDULES,
  type ScheduleCode,
  scheduleOf,
  syntheticPrice,
  useForSentence,
} from "../medicine-rules";
import { between, fnv1a, intBetween, pick, round2 } from "../random";
import { HINDI_FIELDS, sheetColumns, sheetColumnsWithout } from "../sheet-columns";
import { contraindicationsOf } from "./contraindications";
import { type Candidate, packFromPackaging, type PriceRow } from "./sources";

// ---------------------------------------------------------------------------------------
// Sheet rows
// ---------------------------------------------------------------------------------------

/** The sample sheet's columns: every column the site reads but the pictures and the rating. */
// The Hindi columns last, as a sheet gains them later (docs/sheet-format.md, "Hindi").
export const COLUMNS = [...sheetColumnsWithout(["images", "rating"]), ...sheetColumns(HINDI_FIELDS)];

function dosageOf(candidate: Candidate): string {
  const strengths = candidate.composition.map((ingredient) => formatStrength(ingredient.strength)).filter(Boolean);
  if (strengths.length > 0 && strengths.length === candidate.composition.length) {
    const text = strengths.join(" + ");
    return text.length <= 40 ? text : "";
  }
  const fromName = /(\d+(?:\.\d+)?)\s?(mg|mcg|gm|ml|IU)\b/i.exec(candidate.name);
  return fromName ? `${fromName[1]} ${fromName[2]!.toLowerCase() === "iu" ? "IU" : fromName[2]!.toLowerCase()}` : "";
}

function descriptionOf(candidate: Candidate, composition: string): string {
  const first = `${candidate.name} contains ${composition}.`;
  const uses = candidate.uses.slice(0, 3).map(useForSentence);
  if (uses.length > 0) return `${first} It is used for ${listSentence(uses)}.`;
  return `${first} It is marketed by ${candidate.marketer}.`;
}

export interface Built {
  cells: Cell[];
  stats: {
    category: Category;
    stock: number;
    rx: boolean;
    realPrice: boolean;
    origin: Candidate["origin"];
    realRx: boolean;
    analoguePrice: boolean;
    groupPrice: boolean;
    onRequest: boolean;
    hasRate: boolean;
    hasGst: boolean;
    packPlace: PackPlacement["place"];
    packStyle: PackPlacement["style"];
    schedule: ScheduleCode | "";
    scheduleLoose: boolean;
    rxForcedBySchedule: boolean;
    hindi: boolean;
    /** The scheme cell as written, "" for none. */
    scheme: string;
  };
}

/**
 * Where a row's pack is written. The sheet gained its "Pack" column late, so it is filled on part
 * of the rows only; "Pack Type" then names the form alone ("Tablet"). Older rows keep the pack in
 * "Pack Type" ("Strip of 10 tablets"), and some name the form and no pack at all.
 */
interface PackPlacement {
  place: "pack column" | "pack type" | "none";
  style: "as in the data" | "short" | "box" | "trade count";
  packCell: string;
  formCell: string;
  /** What the MRP is multiplied by: a box of 10 strips costs 10 strips. */
  priceFactor: number;
}

const PACK_COLUMN_SHARE = 0.55;
const PACK_TYPE_SHARE = 0.33;

function placePack(pack: string, form: Form, random: () => number, mayChangePrice: boolean): PackPlacement {
  const where = random();
  const label = formLabel(pack, form);
  if (where >= PACK_COLUMN_SHARE + PACK_TYPE_SHARE) {
    return { place: "none", style: "as in the data", packCell: "", formCell: label, priceFactor: 1 };
  }
  if (where >= PACK_COLUMN_SHARE) {
    return { place: "pack type", style: "as in the data", packCell: "", formCell: pack, priceFactor: 1 };
  }
  // In the Pack column people write packs the trade's way too: "10 Tablets", "10 x 10 Tablets"
  // (a box of 10 strips), "100 ml Bottle", and the shorthand "10's" (ten of the form).
  const inPackColumn = (style: PackPlacement["style"], packCell: string, priceFactor = 1): PackPlacement => ({
    place: "pack column",
    style,
    packCell,
    formCell: label,
    priceFactor,
  });
  const style = random();
  const strip = /^Strip of (\d+) (tablet|capsule)s$/i.exec(pack);
  if (strip) {
    const [, count, unit] = strip;
    const units = `${unit!.charAt(0).toUpperCase()}${unit!.slice(1).toLowerCase()}s`;
    const boxed = count === "10" || count === "15"; // boxes hold 10 strips of 10 or of 15
    if (style < 0.1 && boxed && mayChangePrice) return inPackColumn("box", `10 x ${count} ${units}`, 10);
    if (style < 0.2) return inPackColumn("short", `${count} ${units}`);
    if (style < 0.235) return inPackColumn("trade count", pick(random, [`${count}'s`, `1x${count}'s`]));
  }
  const container = /^(Bottle|Tube) of ([\d.]+) (ml|gm) /.exec(pack);
  if (container && style < 0.2) return inPackColumn("short", `${container[2]} ${container[3]} ${container[1]}`);
  return inPackColumn("as in the data", pack);
}

/**
 * How the Schedule cell is typed: mostly the plain code, sometimes the way people write it
 * ("Sch H1"), sometimes left empty (but never for H1 and X, which a distributor must record).
 * "Schedule H1" written out is not used: the importer does not read it yet (app/catalogue/medicine/schedule.ts).
 */
const LOOSE_SCHEDULES: Record<ScheduleCode, readonly string[]> = {
  X: ["Sch X", "Sch. X"],
  H1: ["Sch H1", "Sch.H1", "H1 drug", "SCH H1"],
  H: ["Sch H", "Sch. H", "H drug", "sch-h"],
  OTC: ["otc", "Otc"],
};

function scheduleCell(schedule: ScheduleCode, random: () => number): { text: string; loose: boolean } {
  const typed = random();
  if (typed < 0.09 && (schedule === "H" || schedule === "OTC")) return { text: "", loose: false };
  if (typed > 0.97) return { text: pick(random, LOOSE_SCHEDULES[schedule]), loose: true };
  return { text: schedule, loose: false };
}

/**
 * Trade schemes as distributors' price lists and order apps write them (docs/product.md 11.7, the
 * patterns in data/SOURCES.md): free goods on a quantity, most often 10+1, and a few cash
 * percentages. Weighted by repetition; editorial, not any company's real offer.
 */
const SCHEMES = ["10+1", "10+1", "10+1", "5+1", "20+3", "15+2", "Buy 10 get 1 free", "10 + 2", "5%", "8%", "10%"];

/** About one row in four that has a rate carries a scheme; rows without a rate have none to apply it to. */
function schemeCell(hasRate: boolean, random: () => number): string {
  if (!hasRate || random() >= 0.25) return "";
  return pick(random, SCHEMES);
}

export interface RowContext {
  analogues: Map<string, PriceRow[]>;
  /** Products listed with neither MRP nor rate: "Price on request" (docs/product.md 11.1). */
  onRequest: ReadonlySet<Candidate>;
}

export function buildRow(candidate: Candidate, sl: number, context: RowContext): Built {
  const r = (purpose: string) => rng(candidate.name, purpose);
  const composition = formatComposition(candidate.composition);

  // Pack and MRP: real where joined; else a brand group's pack and price; else a real product
  // with the same composition and form gives pack and a price ±15%; else both come from the form.
  let pack: string;
  let mrp: number;
  let realPrice = false;
  let analoguePrice = false;
  let groupPrice = false;
  const group = brandGroupOf(candidate);
  if (candidate.price) {
    pack = candidate.price.pack || derivedPack(candidate.form, r("pack"));
    mrp = candidate.price.price;
    realPrice = true;
  } else if (group) {
    const fromPackaging = candidate.rx ? packFromPackaging(candidate.rx.packaging, candidate.form) : undefined;
    const priced = brandGroupPack(group, r("price"));
    pack = fromPackaging ?? priced.pack;
    mrp = fromPackaging ? priced.price * (packUnits(fromPackaging).count / packUnits(priced.pack).count) : priced.price;
    groupPrice = true;
  } else {
    const analogue = context.analogues.get(`${candidate.form}|${ingredientsKey(candidate.composition)}`)?.[0];
    const fromPackaging = candidate.rx ? packFromPackaging(candidate.rx.packaging, candidate.form) : undefined;
    pack = fromPackaging ?? analogue?.pack ?? derivedPack(candidate.form, r("pack"));
    analoguePrice = analogue !== undefined;
    mrp = analogue
      ? round2(analogue.price * between(r("price"), 0.85, 1.15))
      : syntheticPrice(candidate.form, candidate.category, pack, r("price"));
  }
  if (!realPrice) mrp = Math.max(mrp, 5);

  const placement = placePack(pack, candidate.form, r("pack-column"), !realPrice);
  mrp = round2(mrp * placement.priceFactor);

  const onRequest = context.onRequest.has(candidate);
  const rateRandom = r("rate");
  const rate = !onRequest && rateRandom() < 0.6 ? round2(mrp * (1 - between(rateRandom, 0.08, 0.2))) : undefined;
  const scheme = schemeCell(rate !== undefined, r("scheme"));

  const gstRandom = r("gst");
  let gst: number | undefined;
  if (gstRandom() < 0.7) {
    const g = gstRandom();
    gst = g < 0.9 ? 5 : g < 0.985 ? 12 : 0;
  }

  const stockRandom = r("stock");
  const s = stockRandom();
  let stockCell: Cell;
  let stock: number;
  if (s < 0.7) {
    const big = stockRandom() < 0.01;
    stock = big ? intBetween(stockRandom, 1000, 2400) : Math.round(21 * Math.pow(900 / 21, stockRandom()));
    stockCell = num(stock, big ? groupIndian(String(stock)) : String(stock));
  } else if (s < 0.85) {
    stock = intBetween(stockRandom, 1, 20);
    stockCell = num(stock);
  } else {
    stock = 0;
    stockCell = num(0);
  }

  // The schedule follows the prescription flag, except that a Schedule H1 or X substance makes
  // the medicine prescription-only whatever the flag said: the Rx column must agree with it.
  const flagged = candidate.rx
    ? candidate.rx.prescription
    : isPrescription(candidate.category, candidate.form, candidate.composition);
  const schedule = scheduleOf(candidate.composition, flagged);
  const rx = flagged || PRESCRIPTION_SCHEDULES.has(schedule);
  const typedSchedule = scheduleCell(schedule, r("schedule"));
  const variant = r("rx-variant")();
  const rxText = rx ? (variant < 0.02 ? "Y" : variant < 0.035 ? "yes" : "Yes") : variant < 0.025 ? "N" : "No";

  const manufacturer = r("manufacturer")() < 0.1 ? "" : candidate.marketer;
  const contraindications = contraindicationsOf(candidate.composition, candidate.form);
  const hindi = hindiCellsOf({
    name: candidate.name,
    composition,
    marketer: candidate.marketer,
    uses: candidate.uses,
    sideEffects: candidate.sideEffects,
    contraindications,
  });

  return {
    cells: [
      num(sl),
      str(candidate.name),
      str(composition),
      str(candidate.marketer),
      str(candidate.category),
      str(manufacturer),
      str(placement.formCell),
      str(dosageOf(candidate)),
      onRequest ? null : money(mrp),
      rate === undefined ? null : money(rate),
      gst === undefined ? null : num(gst),
      stockCell,
      str(rxText),
      str(candidate.uses.join(", ")),
      str(candidate.sideEffects.join(", ")),
      str(contraindications.join(", ")),
      str(descriptionOf(candidate, composition)),
      str(placement.packCell),
      str(typedSchedule.text),
      str(scheme),
      str(hindi.name),
      str(hindi.description),
      str(hindi.uses),
      str(hindi.sideEffects),
      str(hindi.contraindications),
    ],
    stats: {
      category: candidate.category,
      stock,
      rx,
      realPrice: realPrice && !onRequest,
      analoguePrice: analoguePrice && !onRequest,
      groupPrice: groupPrice && !onRequest,
      onRequest,
      origin: candidate.origin,
      realRx: candidate.rx !== undefined,
      hasRate: rate !== undefined,
      hasGst: gst !== undefined,
      packPlace: placement.place,
      packStyle: placement.style,
      schedule: typedSchedule.text === "" ? "" : schedule,
      scheduleLoose: typedSchedule.loose,
      rxForcedBySchedule: rx && !flagged,
      hindi: hindi.name !== "",
      scheme,
    },
  };
}

/** How many products are listed without a price. */
const ON_REQUEST_COUNT = 6;

/**
 * Products whose MRP and rate cells are empty, as on a sheet where the price is not yet known:
 * products without a real or brand-group price, one per category, in a seeded order.
 */
export function onRequestProducts(selected: Candidate[]): Set<Candidate> {
  const chosen = new Set<Candidate>();
  const categories = new Set<Category>();
  const order = selected
    .filter((candidate) => !candidate.price && !brandGroupOf(candidate))
    .sort((a, b) => fnv1a(`${SEED}|on-request|${a.name}`) - fnv1a(`${SEED}|on-request|${b.name}`));
  for (const candidate of order) {
    if (chosen.size >= ON_REQUEST_COUNT) break;
    if (categories.has(candidate.category)) continue;
    categories.add(candidate.category);
    chosen.add(candidate);
  }
  return chosen;
}
