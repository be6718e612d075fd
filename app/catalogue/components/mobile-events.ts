import { useEffect, useRef } from "react";
import { categoryIdOf } from "~/catalogue/categories";
import { catalogueHref, changeQuery, normalizeSearch, resetQuery, type CatalogueQuery } from "~/catalogue/query";

/**
 * The window events of SPEC.md §2 that set the catalogue's filters (DECISIONS.md 10), for
 * a host page or app shell: `window.dispatchEvent(new CustomEvent("mobileSearchChanged",
 * { detail: "amox" }))`. Documented in README ("Integration hooks").
 */
export const MOBILE_EVENTS = [
  "mobileSearchChanged",
  "mobileCategoryChanged",
  "mobileManufacturerChanged",
  "mobilePrescriptionChanged",
  "mobileReset",
] as const;
export type MobileEvent = (typeof MOBILE_EVENTS)[number];

// The details are one string or one flag: a type check is the whole validation, and keeps
// zod out of the browser bundle.
const textDetail = (detail: unknown) => (typeof detail === "string" ? normalizeSearch(detail) : "");

const flagDetail = (detail: unknown) => {
  if (typeof detail === "boolean") return detail;
  if (typeof detail !== "string" && typeof detail !== "number") return false;
  return ["1", "true", "yes", "on"].includes(String(detail).trim().toLowerCase());
};

/** "all" (what a select of the original app sent) and "" both clear a filter. */
const filterValue = (detail: unknown) => {
  const value = textDetail(detail);
  return value.toLowerCase() === "all" ? "" : value;
};

/**
 * The state an event leads to. The detail is untrusted: anything that is not the expected
 * type clears that filter rather than failing. Categories may be a slug or a display name.
 */
export function stateAfterEvent(event: MobileEvent, detail: unknown, query: CatalogueQuery): CatalogueQuery {
  switch (event) {
    case "mobileSearchChanged":
      return changeQuery(query, { search: textDetail(detail) });
    case "mobileCategoryChanged": {
      const category = filterValue(detail);
      return changeQuery(query, { category: category && categoryIdOf(category) });
    }
    case "mobileManufacturerChanged":
      return changeQuery(query, { manufacturer: filterValue(detail) });
    case "mobilePrescriptionChanged":
      return changeQuery(query, { rx: flagDetail(detail) });
    case "mobileReset":
      return resetQuery(query);
  }
}

/** Listens for the mobile events while the catalogue is shown and moves to the state each asks for. */
export function useMobileEvents(query: CatalogueQuery, go: (next: CatalogueQuery) => void) {
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  useEffect(() => {
    const listeners = MOBILE_EVENTS.map((name) => {
      const listener = (event: Event) => {
        const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
        const next = stateAfterEvent(name, detail, latest.current);
        if (catalogueHref(next) !== catalogueHref(latest.current)) go(next);
      };
      window.addEventListener(name, listener);
      return () => window.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [go]);
}
