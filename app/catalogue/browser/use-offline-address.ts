import { useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";
import type { CatalogueQuery } from "~/catalogue/urls/url-state";

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
    void import("./page-from-copy").then(({ answersAnotherState }) => {
      if (mounted.current && answersAnotherState(new URLSearchParams(search), applied)) void revalidate();
    });
  }, [search, applied, revalidate]);
}
