// Estimated values of the list (docs/product.md 12.2d): the sheet's rate times the quantity, where
// the sheet has a rate. Pure, so the page's script recomputes them as quantities are typed.

/** A line's estimated value in rupees to the paisa; undefined without a rate (never a made-up value). */
export function lineValue(line: { quantity: number; rate?: number | undefined }): number | undefined {
  return line.rate === undefined ? undefined : Math.round(line.rate * line.quantity * 100) / 100;
}

export type ListEstimate = {
  /** The sum of the lines with a rate; null when no line has one (nothing to estimate). */
  total: number | null;
  /** How many lines the total leaves out: no rate (MRP only, none, free text, no longer listed). */
  leftOut: number;
};

export function listEstimate(lines: readonly { quantity: number; rate?: number | undefined }[]): ListEstimate {
  let paise = 0;
  let counted = 0;
  for (const line of lines) {
    const value = lineValue(line);
    if (value === undefined) continue;
    paise += Math.round(value * 100);
    counted += 1;
  }
  return { total: counted === 0 ? null : paise / 100, leftOut: lines.length - counted };
}
