import { useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";
import { CATALOGUE_PAGE_MAX_AGE_MS } from "./status";
import { catalogueHref } from "~/catalogue/links";
import { parseCatalogueQuery, type CatalogueQuery } from "~/catalogue/query/url-state";

/**
 * Offline, the service worker answers every catalogue address (a search, a category tile's
 * link) with the saved `/medicines` page, whose results are for its own address. When the
 * address asks for something else and the browser keeps a copy of the catalogue, the results
 * of the address are worked out again from that copy, once, on arrival.
 */
export function useOfflineAddressResults(applied: CatalogueQuery): void {
  const { search } = useLocation();
  const { revalidate } = useRevalidator();
  const checked = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (navigator.onLine) return;
    if (catalogueHref(parseCatalogueQuery(new URLSearchParams(search))) === catalogueHref(applied)) return;
    void import("./copy").then(({ catalogueCopy }) => {
      if (mounted.current && catalogueCopy().current(CATALOGUE_PAGE_MAX_AGE_MS)) void revalidate();
    });
  }, [search, applied, revalidate]);
}
