import { z } from "zod";
import { MAX_MISS_LENGTH } from "./normalize";
import type { SearchMissService } from "./service.server";

/** The body of a report: the search text alone, 1–200 characters after trimming. */
const reportSchema = z.object({ search: z.string().trim().min(1).max(MAX_MISS_LENGTH) });

const NO_STORE = { "Cache-Control": "no-store" };

export function methodNotAllowed(): Response {
  return new Response(null, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}

/**
 * POST /search-misses (app/routes/search-misses.ts), body `search=<text>` as a form or a beacon:
 * a search the browser answered from its own copy of the catalogue found nothing (docs/product.md
 * 10.7). 204 when counted; 400 for a missing, empty or over-long text or an unreadable body;
 * 429 over the per-address rate limit; 405 for any method but POST.
 */
export async function receiveSearchMiss(
  request: Request,
  misses: Pick<SearchMissService, "report">,
  clientAddress: string,
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response(null, { status: 400, headers: NO_STORE });
  }
  const parsed = reportSchema.safeParse({ search: form.get("search") });
  if (!parsed.success) return new Response(null, { status: 400, headers: NO_STORE });
  const outcome = await misses.report(parsed.data.search, clientAddress);
  return new Response(null, { status: outcome === "rate-limited" ? 429 : 204, headers: NO_STORE });
}
