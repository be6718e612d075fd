import { toEntry } from "~/catalogue/medicine/catalogue-entry";
import { testMedicine } from "~/catalogue/medicine/test-support";
import type { KeptCopy } from "./storage";

/** For tests only: a kept copy of the catalogue holding test medicines of these names (ids "1", "2", …). */
export function testKeptCopy(names: readonly string[]): KeptCopy {
  const entries = names.map((name, index) => toEntry(testMedicine({ id: String(index + 1), name })));
  return { version: "v1", updatedAt: "2026-11-22T05:00:00.000Z", timestamp: Date.now(), entries };
}
