/**
 * Trade schemes (docs/product.md 11.7): free goods ("10+1": ten packs bought, one more free) or a
 * percentage off the rate ("5%"). What a buyer really pays per pack is the effective rate.
 * Plain code, no schema library: cards and the browser's copy read schemes too, and the import's
 * zod boundary is in scheme-cell.ts.
 */
export type Scheme = { kind: "free"; buy: number; free: number } | { kind: "discount"; percent: number };

/** "10+1", "10 + 1", "10+1 free", "10:1". */
const PLUS_FREE = /^(\d+)\s*[+:]\s*(\d+)(?:\s*free)?$/i;
/** "Buy 10 get 1 free", "buy 10 get 1", "Buy 10 Get 1 Free". */
const BUY_GET = /^buy\s*(\d+)\s*(?:,\s*)?get\s*(\d+)(?:\s*free)?$/i;
/** "5%", "8 %", "7.5% off", "5% discount". */
const PERCENT = /^(\d+(?:\.\d+)?)\s*%(?:\s*(?:off|discount|extra))?$/i;

const packCount = (value: number) => Number.isInteger(value) && value >= 1 && value <= 1000;

/** Whether a value is a scheme: whole pack counts from 1 to 1000, a percentage above 0 and below 100. */
export function isScheme(value: unknown): value is Scheme {
  if (typeof value !== "object" || value === null) return false;
  const scheme = value as Record<string, unknown>;
  if (scheme.kind === "free")
    return (
      typeof scheme.buy === "number" &&
      typeof scheme.free === "number" &&
      packCount(scheme.buy) &&
      packCount(scheme.free)
    );
  return scheme.kind === "discount" && typeof scheme.percent === "number" && scheme.percent > 0 && scheme.percent < 100;
}

/**
 * A scheme as the sheet's staff type it: the text's shape gives the numbers, {@link isScheme}
 * says whether they make one. Blank: null (no scheme); undefined: unreadable.
 */
export function readScheme(cell: string): Scheme | null | undefined {
  const text = cell.trim();
  if (text === "") return null;
  const free = PLUS_FREE.exec(text) ?? BUY_GET.exec(text);
  const percent = PERCENT.exec(text);
  const candidate: Scheme | undefined = free
    ? { kind: "free", buy: Number(free[1]), free: Number(free[2]) }
    : percent
      ? { kind: "discount", percent: Number(percent[1]) }
      : undefined;
  return isScheme(candidate) ? candidate : undefined;
}

/** The scheme as the trade writes it, the same in both languages: "10+1", "5%". */
export function schemeText(scheme: Scheme): string {
  return scheme.kind === "free" ? `${scheme.buy}+${scheme.free}` : `${scheme.percent}%`;
}

/** The scheme of a {@link schemeText}: how the browser's copy and the cards carry it. */
export function schemeOfText(text: string): Scheme | undefined {
  return readScheme(text) ?? undefined;
}

/**
 * What one pack really costs under the scheme: "10+1" on ₹100 is ₹1,000 for 11 packs, ₹90.91 a
 * pack; "5%" on ₹100 is ₹95. Rounded to the paisa.
 */
export function effectiveRate(rate: number, scheme: Scheme): number {
  const value =
    scheme.kind === "free" ? (rate * scheme.buy) / (scheme.buy + scheme.free) : rate * (1 - scheme.percent / 100);
  return Math.round(value * 100) / 100;
}

/**
 * The buyer's margin to MRP in whole per cent: what is left of the MRP after the rate paid (the
 * effective rate under a scheme). None unless both are real prices and the MRP is the higher.
 */
export function marginPercent(rate: number | undefined, mrp: number | undefined): number | undefined {
  if (rate === undefined || mrp === undefined || rate <= 0 || mrp <= rate) return undefined;
  return Math.round(((mrp - rate) / mrp) * 100);
}

/** The rate a buyer really pays per pack: the effective rate under a scheme, else the rate. */
export function ratePaid(rate: number | undefined, scheme: Scheme | undefined): number | undefined {
  return rate === undefined || scheme === undefined ? rate : effectiveRate(rate, scheme);
}
