import { LOAD_MORE_MAX_SHOWN, type CatalogueQuery } from "~/catalogue/urls/url-state";

/** Which part of the matches a page shows. */
export type PageWindow = {
  pageCount: number;
  /** The page asked for, or the last page when it is past the end. */
  page: number;
  /** Index of the first item shown (0-based); in load-more mode 0 until more than the cap are loaded. */
  offset: number;
  /** Index after the last item shown. */
  end: number;
};

/**
 * The page of `total` matches to show. Page numbers: `limit` items (a page by default) from the
 * page's start. Load more: page N shows the items up to N × pageSize, the last
 * {@link LOAD_MORE_MAX_SHOWN} of them at most, so that no page number makes one answer as large
 * as the catalogue.
 */
export function pageWindow(
  total: number,
  requested: Pick<CatalogueQuery, "page" | "paging">,
  pageSize: number,
  limit = pageSize,
): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested.page, pageCount);
  const loadMore = requested.paging === "more";
  const offset = loadMore ? Math.max(0, page * pageSize - LOAD_MORE_MAX_SHOWN) : (page - 1) * pageSize;
  const shown = loadMore ? page * pageSize - offset : limit;
  return { pageCount, page, offset, end: Math.min(total, offset + shown) };
}

/**
 * The positions of the matches ranked `start` to `end` (exclusive) in a sort order (`order`, with
 * each position's `rank` in it). Few matches: sort their ranks. Many: walk the sort order until the
 * slice is complete, which takes about `end × catalogue size ÷ matches` steps.
 */
export function shownSlice(
  order: Uint32Array,
  rank: Uint32Array,
  matched: Uint32Array,
  start: number,
  end: number,
): Uint32Array {
  const count = matched.length;
  if (count === order.length) return order.subarray(start, end);
  const walkSteps = Math.min(order.length, (end * order.length) / count);
  if (count * Math.log2(count + 1) < walkSteps) {
    const ranks = matched.map((position) => rank[position]!).sort();
    return ranks.subarray(start, end).map((r) => order[r]!);
  }
  const isMatch = new Uint8Array(order.length);
  for (const position of matched) isMatch[position] = 1;
  const slice = new Uint32Array(end - start);
  let seen = 0;
  for (let r = 0; r < order.length && seen < end; r++) {
    const position = order[r]!;
    if (!isMatch[position]) continue;
    if (seen >= start) slice[seen - start] = position;
    seen++;
  }
  return slice;
}
