import { useEffect } from "react";
import { categoryIdOf } from "~/catalogue/medicine/categories";
import { catalogueHref } from "~/catalogue/urls/links";
import { changeQuery, normalizeSearch, resetQuery, type CatalogueQuery } from "~/catalogue/urls/url-state";

/**
 * The window events of docs/product.md §2 that set the catalogue's filters (docs/product.md 2.18), for
 * a host page or app shell: `window.dispatchEvent(new CustomEvent("mobileSearchChanged",
 * { detail: "amox" }))`. Documented in README ("Integration hooks").
 */
const MOBILE_EVENTS = [
  "mobileSearchChanged",
  "mobileCategoryChanged",
  "mobileManufacturerChanged",
  "mobilePrescriptionChanged",
  "mobileReset",
] as const;
export type MobileEvent = (typeof MOBILE_EVENTS)[number];

// The details are one string or one flag: a type check is the whole validation, and keeps
// zod out of the browser bundle. A detail of the wrong type is ignored (null).
const textDetail = (detail: unknown) => (typeof detail === "string" ? normalizeSearch(detail) : null);

const FLAGS = new Map([
  ["true", true],
  ["1", true],
  ["yes", true],
  ["on", true],
  ["false", false],
  ["0", false],
  ["no", false],
  ["off", false],
]);
const flagDetail = (detail: unknown) => {
  if (typeof detail === "boolean") return detail;
  if (typeof detail !== "string" && typeof detail !== "number") return null;
  return FLAGS.get(String(detail).trim().toLowerCase()) ?? null;
};

/** "all" (what a select of the original app sent) and "" both clear a filter. */
const filterValue = (detail: unknown) => {
  const value = textDetail(detail);
  return value?.toLowerCase() === "all" ? "" : value;
};

/**
 * The state an event leads to, or null to ignore it. The detail is untrusted: one of the
 * wrong type changes nothing. Categories may be a slug or a display name ("Pain Relief").
 */
export function stateAfterEvent(event: MobileEvent, detail: unknown, query: CatalogueQuery): CatalogueQuery | null {
  switch (event) {
    case "mobileSearchChanged": {
      const search = textDetail(detail);
      return search === null ? null : changeQuery(query, { search });
    }
    case "mobileCategoryChanged": {
      const category = filterValue(detail);
      return category === null ? null : changeQuery(query, { category: category && categoryIdOf(category) });
    }
    case "mobileManufacturerChanged": {
      const manufacturer = filterValue(detail);
      return manufacturer === null ? null : changeQuery(query, { manufacturer });
    }
    case "mobilePrescriptionChanged": {
      const rx = flagDetail(detail);
      return rx === null ? null : changeQuery(query, { rx });
    }
    case "mobileReset":
      return resetQuery(query);
  }
}

/**
 * Listens for the mobile events while the catalogue is shown and moves to the state each
 * asks for; `latest` gives the state to change, however fast events follow each other.
 */
export function useMobileEvents(latest: () => CatalogueQuery, go: (next: CatalogueQuery) => void) {
  useEffect(() => {
    const listeners = MOBILE_EVENTS.map((name) => {
      const listener = (event: Event) => {
        const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
        const current = latest();
        const next = stateAfterEvent(name, detail, current);
        if (next && catalogueHref(next) !== catalogueHref(current)) go(next);
      };
      window.addEventListener(name, listener);
      return () => window.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [latest, go]);
}
