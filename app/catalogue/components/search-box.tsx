import { Search } from "lucide-react";
import { startTransition, useEffect, useRef, type RefObject } from "react";
import { changeQuery, normalizeSearch } from "~/catalogue/urls/url-state";
import { useCatalogueState } from "./catalogue-state";
import { useFieldValue } from "~/components/use-field-value";
import { useT } from "~/i18n/use-translation";
import "~/i18n/areas/catalogue";

/** docs/product.md §5, §9. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A constant element: not rendered again with every state of a search (docs/decisions/014). */
const SEARCH_ICON = (
  <Search
    aria-hidden="true"
    className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
  />
);

const SHORTCUT_HINT = (
  <kbd
    aria-hidden="true"
    className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-500 sm:block"
  >
    /
  </kbd>
);

type SearchBoxProps = {
  /** The filter form the box belongs to, so Enter submits it when JavaScript is off. */
  formId: string;
  inputRef: RefObject<HTMLInputElement | null>;
};

/**
 * The catalogue search. Typing searches after a 300 ms pause; Enter searches at once. The
 * box is uncontrolled, so a result arriving while the visitor types never rewrites what
 * they are typing; a change from elsewhere (back/forward, a chip, Reset) is copied into it.
 */
export function SearchBox({ formId, inputRef }: SearchBoxProps) {
  const { query, latest, go } = useCatalogueState();
  const t = useT();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelPending = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const search = (text: string) => {
    cancelPending();
    const current = latest();
    const next = normalizeSearch(text);
    if (next === current.search) return;
    // Refining a search replaces its history entry; starting or clearing one adds an entry,
    // so Back returns to the catalogue as it was before the search.
    // In a transition, with the router's loading state that navigate() sets within it: the controls
    // showing the new search and the loading state then render as one (the box is not controlled,
    // so nothing flickers back), and an answer from the browser's copy, which comes within this
    // key's task, renders before either (docs/decisions/019).
    startTransition(() => {
      go(changeQuery(current, { search: next }), { replace: current.search !== "" && next !== "" });
    });
  };

  // A search typed and not yet sent, or one the box already shows in other spacing, stays.
  useFieldValue(inputRef, query.search, (text) => timer.current !== null || normalizeSearch(text) === query.search);

  useEffect(() => cancelPending, []);

  return (
    <div className="relative">
      {SEARCH_ICON}
      <input
        ref={inputRef}
        type="search"
        name="search"
        form={formId}
        defaultValue={query.search}
        aria-label={t("catalogue.search.label")}
        // "/" focuses the box from the first paint on (app/components/before-script/record.ts).
        aria-keyshortcuts="/"
        placeholder={t("catalogue.search.placeholder")}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const text = event.currentTarget.value;
          cancelPending();
          timer.current = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          search(event.currentTarget.value);
        }}
        className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-12 pl-11 text-base shadow-sm placeholder:text-slate-500 focus:border-brand-600"
      />
      {SHORTCUT_HINT}
    </div>
  );
}
