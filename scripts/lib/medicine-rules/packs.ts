/** Editorial rules of scripts/lib/medicine-rules.ts: the pack and a plausible price. */
import { between, pick, round2 } from "../random";
import { type Category, HOME, OTHER } from "./categories";
import { type Form } from "./forms";

// ---------------------------------------------------------------------------------------
// Pack type and price
// ---------------------------------------------------------------------------------------

/** A typical pack for a dosage form ("Strip of 10 tablets", "Bottle of 100 ml Syrup"). */
export function derivedPack(form: Form, random: () => number): string {
  switch (form) {
    case "Tablet":
      return `Strip of ${pick(random, [10, 10, 10, 15, 15, 30, 14, 6])} tablets`;
    case "Capsule":
      return `Strip of ${pick(random, [10, 10, 10, 15, 15, 30, 4, 6])} capsules`;
    case "Syrup":
      return `Bottle of ${pick(random, [100, 100, 60, 200, 50])} ml Syrup`;
    case "Suspension":
      return `Bottle of ${pick(random, [30, 60, 60, 100])} ml Oral Suspension`;
    case "Oral Drops":
      return `Bottle of ${pick(random, [15, 15, 30, 10])} ml Oral Drops`;
    case "Eye Drop":
      return `Bottle of ${pick(random, [5, 10, 10, 5])} ml Eye Drop`;
    case "Eye Ointment":
      return "Tube of 5 gm Eye Ointment";
    case "Nasal Spray":
      return `Bottle of ${pick(random, [10, 10, 15])} ml Nasal Spray`;
    case "Inhaler":
      return `Packet of ${pick(random, [120, 200, 200])} MDI Inhaler`;
    case "Rotacap":
      return `Bottle of ${pick(random, [30, 30, 15])} Rotacaps`;
    case "Respules":
      return "Packet of 2 ml Respules";
    case "Cream":
      return `Tube of ${pick(random, [15, 15, 20, 30, 10, 50])} gm Cream`;
    case "Gel":
      return `Tube of ${pick(random, [15, 20, 30, 50])} gm Gel`;
    case "Ointment":
      return `Tube of ${pick(random, [5, 10, 15, 20])} gm Ointment`;
    case "Lotion":
      return `Bottle of ${pick(random, [30, 50, 60, 100])} ml Lotion`;
    case "Shampoo":
      return `Bottle of ${pick(random, [60, 75, 100, 150])} ml Shampoo`;
    case "Soap":
      return `Packet of ${pick(random, [75, 75, 100])} gm Soap`;
    case "Dusting Powder":
      return `Bottle of ${pick(random, [50, 75, 100])} gm Dusting Powder`;
    case "Powder":
      return `Bottle of ${pick(random, [100, 200, 200, 400])} gm Powder`;
    case "Sachet":
      return `Sachet of ${pick(random, [1, 3, 5, 10])} gm Powder`;
    case "Granules":
      return `Sachet of ${pick(random, [5, 10])} gm Granules`;
    case "Injection":
      return pick(random, [
        "Vial of 1 Injection",
        "Vial of 2 ml Injection",
        "Ampoule of 1 ml Injection",
        "Vial of 10 ml Injection",
      ]);
    case "Insulin Pen":
      return pick(random, [
        "Cartridge of 3 ml Solution for Injection",
        "Pre-filled pen of 3 ml Solution for Injection",
      ]);
    case "Infusion":
      return `Bottle of ${pick(random, [100, 100, 500])} ml Infusion`;
    case "Solution":
      return `Bottle of ${pick(random, [30, 60, 100])} ml Solution`;
    case "Spray":
      return `Bottle of ${pick(random, [30, 55, 100])} gm Spray`;
    case "Kit":
      return "Strip of 1 Kit";
    case "Lozenges":
      return "Packet of 10 Lozenges";
    default:
      return "Pack of 1";
  }
}

/** The word a sheet's "Pack Type" column uses for each dosage form when it names the form only. */
const FORM_LABELS: Record<Form, string> = {
  Tablet: "Tablet",
  Capsule: "Capsule",
  Syrup: "Syrup",
  Suspension: "Oral Suspension",
  "Oral Drops": "Oral Drops",
  "Eye Drop": "Eye Drop",
  "Eye Ointment": "Eye Ointment",
  "Ear Drop": "Ear Drop",
  "Nasal Spray": "Nasal Spray",
  Inhaler: "Inhaler",
  Rotacap: "Rotacap",
  Respules: "Respules",
  Cream: "Cream",
  Gel: "Gel",
  Ointment: "Ointment",
  Lotion: "Lotion",
  Shampoo: "Shampoo",
  Soap: "Soap",
  "Dusting Powder": "Dusting Powder",
  Powder: "Powder",
  Sachet: "Sachet",
  Granules: "Granules",
  Injection: "Injection",
  "Insulin Pen": "Solution for Injection",
  Infusion: "Infusion",
  Solution: "Solution",
  Spray: "Spray",
  Kit: "Kit",
  Lozenges: "Lozenges",
  Mouth: "Mouthwash",
  Vaginal: "Vaginal Gel",
  Suppository: "Suppository",
  Other: "",
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The form's usual word: "Oral Suspension" for a suspension, "Syrup" for a syrup. */
export function formWord(form: Form): string {
  return FORM_LABELS[form];
}

/**
 * The form alone, for a "Pack Type" cell when the pack has a column of its own: the words after
 * the pack's content ("Strip of 10 tablet SR" → "Tablet SR", "Bottle of 100 ml Expectorant" →
 * "Expectorant", "Packet of 200 MDI Inhaler" → "Inhaler"), else the form's usual word.
 */
export function formLabel(pack: string, form: Form): string {
  const tail = /\bof\s+[\d.]+\s+(?:(?:ml|gm|mdi)\s+)?(.+)$/i.exec(pack)?.[1]?.trim() ?? "";
  const unit = /^(?:soft gelatin )?(tablet|capsule|rotacap|injection)s?\b\s*(.*)$/i.exec(tail);
  if (unit) return [capitalise(unit[1]!.toLowerCase()), unit[2]!.toUpperCase()].filter(Boolean).join(" ");
  if (/^lozenges?$/i.test(tail)) return "Lozenges";
  return tail ? capitalise(tail) : FORM_LABELS[form];
}

/** Unit count and kind of a pack label, used to scale synthetic prices. */
export function packUnits(pack: string): { count: number; kind: "unit" | "volume" | "single" } {
  const match = /of\s+([\d.]+)\s*(tablets?|capsules?|rotacaps?|lozenges?|ml|gm|g|mdi)?/i.exec(pack);
  if (!match) return { count: 1, kind: "single" };
  const count = Number(match[1]);
  const unit = (match[2] ?? "").toLowerCase();
  if (/^(tablet|capsule|rotacap|lozenge)/.test(unit)) return { count, kind: "unit" };
  if (unit === "ml" || unit === "gm" || unit === "g") return { count, kind: "volume" };
  return { count: 1, kind: "single" };
}

/** Plausible rupee price of one pack, by form and category (synthetic). */
export function syntheticPrice(form: Form, category: Category | undefined, pack: string, random: () => number): number {
  const units = packUnits(pack);
  const perTablet: Partial<Record<Category, [number, number]>> = {
    [HOME.antibiotics]: [9, 28],
    [HOME.pain]: [3, 12],
    [HOME.vitamins]: [6, 22],
    [HOME.cardiac]: [5, 20],
    [HOME.respiratory]: [7, 24],
    [HOME.diabetes]: [5, 22],
    [HOME.digestive]: [6, 18],
    [HOME.derma]: [12, 45],
    [OTHER.neurology]: [8, 28],
    [OTHER.psychiatry]: [5, 18],
    [OTHER.allergy]: [4, 16],
    [OTHER.urology]: [12, 40],
  };
  let price: number;
  switch (form) {
    case "Tablet":
    case "Capsule":
    case "Kit": {
      const [min, max] = (category && perTablet[category]) ?? [5, 20];
      price = between(random, min, max) * (units.kind === "unit" ? units.count : 10);
      break;
    }
    case "Syrup":
    case "Suspension":
    case "Solution":
      price = between(random, 0.7, 1.6) * (units.kind === "volume" ? units.count : 100) + between(random, 20, 50);
      break;
    case "Oral Drops":
      price = between(random, 45, 130);
      break;
    case "Eye Drop":
    case "Eye Ointment":
      price = between(random, 45, 260);
      break;
    case "Nasal Spray":
      price = between(random, 120, 420);
      break;
    case "Inhaler":
      price = between(random, 260, 720);
      break;
    case "Rotacap":
      price = between(random, 180, 520);
      break;
    case "Respules":
      price = between(random, 18, 45);
      break;
    case "Cream":
    case "Gel":
    case "Ointment":
      price = between(random, 4, 14) * (units.kind === "volume" ? units.count : 15) + between(random, 10, 40);
      break;
    case "Lotion":
    case "Shampoo":
    case "Soap":
    case "Dusting Powder":
    case "Spray":
      price = between(random, 140, 520);
      break;
    case "Powder":
    case "Sachet":
    case "Granules":
      price = between(random, 25, 380);
      break;
    case "Injection":
      price = between(random, 35, 650);
      break;
    case "Insulin Pen":
      price = between(random, 320, 980);
      break;
    case "Infusion":
      price = between(random, 60, 450);
      break;
    default:
      price = between(random, 40, 300);
  }
  return printedPrice(price, random);
}

/** A price as MRPs are printed: some end in .00 or .50, most carry paise. */
export function printedPrice(price: number, random: () => number): number {
  const style = random();
  if (style < 0.3) return Math.round(price);
  if (style < 0.4) return Math.round(price * 2) / 2;
  return round2(price);
}
