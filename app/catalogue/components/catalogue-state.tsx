import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate, useNavigation } from "react-router";
import { catalogueHref } from "~/catalogue/urls/links";
import { type CatalogueQuery } from "~/catalogue/urls/url-state";
import { pathInLanguage } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-translation";

export type GoOptions = {
  /** Replace the history entry instead of adding one (refining a search while typing). */
  replace?: boolean;
};

type CatalogueState = {
  /**
   * The state the controls show: the one being loaded when this page asked for it (so a
   * select shows the new choice at once), otherwise the one the server applied.
   */
  query: CatalogueQuery;
  /** True while another catalogue state is loading. */
  loading: boolean;
  /**
   * The latest state, including one asked for a moment ago that no render shows yet: the
   * base for changes made outside React's events (timers, window events), which may come
   * faster than renders.
   */
  latest: () => CatalogueQuery;
  /** Navigates to a catalogue state: the URL is the state (docs/product.md 2.11). */
  go: (next: CatalogueQuery, options?: GoOptions) => void;
};

const CatalogueStateContext = createContext<CatalogueState | null>(null);

/** The catalogue state of the current URL and the way to change it. */
export function useCatalogueState(): CatalogueState {
  const state = useContext(CatalogueStateContext);
  if (!state) throw new Error("useCatalogueState outside CatalogueStateProvider");
  return state;
}

type CatalogueStateProviderProps = {
  /** The state the loader applied to the current URL. */
  applied: CatalogueQuery;
  /**
   * The address of a state, written as the English page's: the catalogue's by default. A page
   * that lists part of the catalogue at an address of its own (a manufacturer's page) keeps its
   * states there. The provider puts it in the page's language (`/hi/medicines?…` on a Hindi page).
   */
  hrefOf?: (query: CatalogueQuery) => string;
  children: ReactNode;
};

/** Provides the catalogue state of the current page's URL. */
export function CatalogueStateProvider({
  applied,
  hrefOf: englishHrefOf = catalogueHref,
  children,
}: CatalogueStateProviderProps) {
  const language = useLanguage();
  const hrefOf = useCallback(
    (query: CatalogueQuery) => pathInLanguage(englishHrefOf(query), language),
    [englishHrefOf, language],
  );
  const navigate = useNavigate();
  const navigation = useNavigation();
  const latestApplied = useRef(applied);
  useEffect(() => {
    latestApplied.current = applied;
  });
  // The state this page last asked for. It is shown while its navigation is pending, and
  // from the very render after the change (before the router reports the navigation), until
  // any load completes. Remembering it, rather than parsing the pending URL, keeps the URL
  // parser (and zod) on the server.
  const [intent, setIntent] = useState<{ href: string; query: CatalogueQuery; from: CatalogueQuery } | null>(null);
  const path = hrefOf(applied).split("?", 1)[0];
  const pendingHref =
    navigation.state !== "idle" && navigation.location.pathname === path
      ? navigation.location.pathname + navigation.location.search
      : null;
  const pending = intent !== null && (intent.href === pendingHref || intent.from === applied) ? intent.query : null;

  const query = pending ?? applied;
  // The state the next change builds on. Changes in quick succession (window events, fast
  // clicks) must compose, so it follows go() at once; a rendered state may only replace it
  // once the last change asked for has landed, or the visitor moved through history: a render
  // begun before a change can commit after it and would otherwise bring an older state back.
  const latestQuery = useRef(query);
  const awaitedHref = useRef<string | null>(null);
  useEffect(() => {
    if (awaitedHref.current === null || awaitedHref.current === hrefOf(applied)) {
      awaitedHref.current = null;
      latestQuery.current = applied;
    }
  }, [applied, hrefOf]);
  useEffect(() => {
    const forget = () => {
      awaitedHref.current = null;
    };
    window.addEventListener("popstate", forget);
    return () => window.removeEventListener("popstate", forget);
  }, []);
  const latest = useCallback(() => latestQuery.current, []);

  const go = useCallback(
    (next: CatalogueQuery, options: GoOptions = {}) => {
      const href = hrefOf(next);
      latestQuery.current = next;
      awaitedHref.current = href;
      setIntent({ href, query: next, from: latestApplied.current });
      // Filters change the results below the controls; the page must not jump to its top.
      void navigate(href, { replace: options.replace, preventScrollReset: true });
    },
    [navigate, hrefOf],
  );
  const loading = pendingHref !== null;
  const value = useMemo(() => ({ query, loading, latest, go }), [query, loading, latest, go]);
  return <CatalogueStateContext value={value}>{children}</CatalogueStateContext>;
}
