import { z } from "zod";
import type { ChangeService } from "./service.server";
import type { ChangeFilter } from "./store.server";
import { CHANGE_GROUPS, groupOf, type ChangeGroup, type ChangeLine } from "./view";

/** The page covers this many days back (docs/product.md 17.1). */
export const CHANGE_DAYS = 30;
/** Rows a group shows on the page; the downloads have them all. */
export const ROWS_PER_GROUP = 200;

/** The filters of an address: a category id and a manufacturer slug, each optional; anything odd is no filter. */
const filterSchema = z.object({
  category: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9-]*$/)
    .catch(""),
  manufacturer: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9-]*$/)
    .catch(""),
});

export function changeFilterOf(url: URL): { category: string; manufacturer: string } {
  return filterSchema.parse({
    category: url.searchParams.get("category") ?? "",
    manufacturer: url.searchParams.get("manufacturer") ?? "",
  });
}

const storeFilter = (filter: { category: string; manufacturer: string }): ChangeFilter => ({
  categoryId: filter.category || undefined,
  manufacturerSlug: filter.manufacturer || undefined,
});

export type ChangeGroups = { group: ChangeGroup; lines: ChangeLine[]; total: number }[];

/**
 * The changes of the last {@link CHANGE_DAYS} days with the address's filters, by the page's
 * groups, newest first; each group at most `limit` lines (all without one).
 */
export async function changeGroupsOf(
  changes: Pick<ChangeService, "store">,
  filter: { category: string; manufacturer: string },
  now: Date,
  limit?: number,
): Promise<ChangeGroups> {
  const since = new Date(now.getTime() - CHANGE_DAYS * 86_400_000);
  const kinds = await changes.store.shown({ since, now, filter: storeFilter(filter), limit });
  return CHANGE_GROUPS.map((group) => {
    const ofGroup = kinds.filter((kind) => groupOf(kind.kind) === group);
    const lines = ofGroup
      .flatMap((kind) => kind.changes)
      // Newest first; the changes of one version by name.
      .sort((a, b) => b.at.getTime() - a.at.getTime() || a.name.localeCompare(b.name, "en"))
      .slice(0, limit)
      .map(({ at, medicineId, kind, name, category, manufacturer, oldValue, newValue, scheme }) => ({
        at: at.toISOString(),
        medicineId,
        kind,
        name,
        category,
        manufacturer,
        oldValue,
        newValue,
        scheme,
      }));
    return { group, lines, total: ofGroup.reduce((sum, kind) => sum + kind.total, 0) };
  });
}

/** Every line of the groups, newest first: the files' and the feed's order. */
export function allLines(groups: ChangeGroups): ChangeLine[] {
  return groups.flatMap((group) => group.lines).sort((a, b) => b.at.localeCompare(a.at));
}
