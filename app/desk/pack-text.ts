import type { Medicine } from "~/catalogue";

type PackContent = NonNullable<Medicine["packContent"]>;

/** English plurals of the pack's units: the billing files stay English in both languages. */
const PLURAL: Partial<Record<PackContent["unit"], string>> = {
  ml: "ml",
  gm: "gm",
  suppository: "suppositories",
  patch: "patches",
};

/**
 * What one pack holds, as a billing clerk writes a pack ("10 tablets", "100 ml", "1 vial"):
 * the billing software's Pack column, beside the Unit the quantity counts ("Strip").
 */
export function packContentText({ units, unit }: PackContent): string {
  const word = units === 1 ? unit : (PLURAL[unit] ?? `${unit}s`);
  return `${units} ${word}`;
}
