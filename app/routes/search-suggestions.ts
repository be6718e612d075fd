import { z } from "zod";
import type { Route } from "./+types/search-suggestions";
import { PAGE_CACHE_CONTROL, PAGE_CDN_CACHE_CONTROL } from "~/server/cache-control";
import { SUGGESTION_TEXT_MAX_LENGTH, suggestionsFor } from "~/catalogue";
import { catalogueContext } from "~/composition/load-context";

const querySchema = z.object({ q: z.string().trim().max(SUGGESTION_TEXT_MAX_LENGTH).default("") });

/**
 * The header search's suggestions (docs/product.md 10.6) when the browser keeps no copy of the
 * catalogue: `GET /search-suggestions?q=dolo` → `{ suggestions: [...] }`, at most eight. Empty
 * text suggests nothing; longer than 100 characters is a 400. Cached like pages: the answer
 * changes only with the catalogue.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = querySchema.safeParse({ q: new URL(request.url).searchParams.get("q") ?? undefined });
  if (!parsed.success) {
    return Response.json(
      { error: `q must be at most ${SUGGESTION_TEXT_MAX_LENGTH} characters.` },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const { snapshot, error } = await context.get(catalogueContext).read();
  if (!snapshot) {
    return Response.json({ error }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
  const text = parsed.data.q;
  return Response.json(
    { suggestions: text ? suggestionsFor(snapshot.medicines, text) : [] },
    { headers: { "Cache-Control": PAGE_CACHE_CONTROL, "CDN-Cache-Control": PAGE_CDN_CACHE_CONTROL } },
  );
}
