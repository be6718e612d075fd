/**
 * Spellings of one molecule that pharmacists use interchangeably: Indian and British names
 * (INN as printed on Indian packs) beside international or US ones. The search treats every
 * spelling of a group as the same word, in the catalogue and in what is typed.
 *
 * A short stand-in: the full table replaces this file with the same shape.
 */
export type VariantGroup = {
  /** Lower-case single words; the first is the preferred spelling. */
  spellings: readonly [string, ...string[]];
  /** Where the equivalence comes from. */
  source: string;
};

export const VARIANT_GROUPS: readonly VariantGroup[] = [
  { spellings: ["amoxycillin", "amoxicillin"], source: "BAN (Indian packs) / INN" },
  { spellings: ["cefalexin", "cephalexin"], source: "INN / USAN" },
  { spellings: ["paracetamol", "acetaminophen"], source: "INN / USAN" },
  { spellings: ["salbutamol", "albuterol"], source: "INN / USAN" },
  { spellings: ["levosalbutamol", "levalbuterol"], source: "INN / USAN" },
  { spellings: ["sulphate", "sulfate"], source: "British / US spelling" },
];
