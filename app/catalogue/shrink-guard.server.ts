import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/**
 * A sheet emptied by mistake, a filter view saved over it, or a tab cut in half still answers
 * as a valid sheet. A catalogue that shrinks that much is not taken: the site keeps serving (and
 * keeping) the last good one until the sheet is right again or an operator accepts the change
 * (`npm run catalogue:check -- --accept`, README "Using your Google Sheet").
 */

/**
 * Why a newly read catalogue of `medicines` is held back, or null when it may be taken. An empty
 * catalogue is always held back; a smaller one when it keeps fewer than `minKeepRatio` of the last
 * good one's (CATALOGUE_MIN_KEEP_RATIO).
 */
export function shrinkReason(medicines: number, lastGoodMedicines: number | null, minKeepRatio: number): string | null {
  if (medicines === 0) {
    return lastGoodMedicines === null
      ? "the sheet has no medicines"
      : `the sheet has no medicines; the last good catalogue has ${lastGoodMedicines}`;
  }
  if (lastGoodMedicines === null || medicines >= lastGoodMedicines * minKeepRatio) return null;
  const percent = Math.round(minKeepRatio * 100);
  return `the sheet has ${medicines} medicines, fewer than ${percent}% of the ${lastGoodMedicines} of the last good catalogue (CATALOGUE_MIN_KEEP_RATIO ${minKeepRatio})`;
}

/** An operator's acceptance of one catalogue version that the guard would hold back. */
export type Acceptance = z.infer<typeof acceptanceSchema>;

const acceptanceSchema = z.object({
  version: z.string().min(1),
  medicines: z.number().int().min(0),
  acceptedAt: z.iso.datetime(),
});

/**
 * In DATA_DIR, beside the last good catalogue: every server process on that folder sees it at
 * its next refresh, and it names one version only, so the next change is checked again.
 */
const ACCEPTANCE_FILE = "catalogue-accepted.json";

/** The version an operator accepted; null when none (or the file is unreadable: nothing is taken then). */
export async function acceptedVersion(dataDir: string): Promise<string | null> {
  try {
    return acceptanceSchema.parse(JSON.parse(await readFile(path.join(dataDir, ACCEPTANCE_FILE), "utf8"))).version;
  } catch {
    return null;
  }
}

/** Records that the catalogue of this version is to be taken however much it shrank. */
export async function acceptCatalogue(dataDir: string, acceptance: Omit<Acceptance, "acceptedAt">): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, ACCEPTANCE_FILE);
  const record: Acceptance = { ...acceptance, acceptedAt: new Date().toISOString() };
  await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(record));
  await rename(`${file}.${process.pid}.tmp`, file);
}
