import * as z from "zod/mini";
import { MANUFACTURER_NAMES_PATH } from "~/catalogue/urls/links";
import { keepManufacturerNames } from "./manufacturer-names";

// The current catalogue's manufacturer names from the server (manufacturer-names.ts): a module of
// its own, loaded when a page needs them, so that its schema is not part of the catalogue page's
// first scripts (docs/decisions/015-first-load.md).

const answerSchema = z.object({ version: z.string(), names: z.array(z.string()) });
export type ManufacturerNames = z.infer<typeof answerSchema>;

let loading: Promise<ManufacturerNames> | null = null;

/**
 * The current catalogue's names from the server (one request at a time), kept under the version
 * the server names. For a page reached without its list: a catalogue page the server answered as
 * data, after a page of another kind.
 */
export function loadManufacturerNames(): Promise<ManufacturerNames> {
  loading ??= (async () => {
    try {
      const response = await fetch(MANUFACTURER_NAMES_PATH, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`manufacturer names: HTTP ${response.status}`);
      const answer = answerSchema.parse(await response.json());
      keepManufacturerNames(answer.version, answer.names);
      return answer;
    } finally {
      loading = null;
    }
  })();
  return loading;
}
