import type { Route } from "./+types/search-misses";
import { methodNotAllowed, receiveSearchMiss } from "~/catalogue/index.server";
import { clientAddressContext, searchMissesContext } from "~/composition/load-context";

/** Where the browser reports a search that found nothing in its own copy (docs/product.md 10.7): POST only. */
export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return receiveSearchMiss(request, context.get(searchMissesContext), context.get(clientAddressContext));
}
