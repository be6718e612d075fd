import { Factory, FlaskConical, Pill, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Form } from "~/i18n/link";
import { CATALOGUE_PATH, searchHref } from "~/catalogue/urls/links";
import type { Suggestion } from "~/catalogue/query/suggestions";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { useLocalizedHref, useT } from "~/i18n/use-translation";
import { sameCompositionText } from "./same-composition-heading";

/** Suggestions are asked for this long after the last keystroke (docs/product.md 10.6). */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Shorter text suggests nothing: one letter matches half the catalogue. */
const MIN_CHARACTERS = 2;

const KIND_ICONS = { medicine: Pill, composition: FlaskConical, manufacturer: Factory } as const;

/**
 * The header search (docs/product.md 2.3, 10.6): a plain GET form to the catalogue, so it works
 * before and without JavaScript, whose input is an ARIA 1.2 combobox with a listbox popup and
 * list autocomplete (the APG pattern). A pause in typing asks for suggestions (from the
 * browser's copy of the catalogue, else the server); the arrow keys move through them with
 * `aria-activedescendant` while focus stays in the box; Enter opens the chosen one, or without a
 * choice searches the catalogue for the text; Escape closes the list, a second Escape clears the
 * box. The list floats under the box, so nothing on the page moves. On a Hindi page it speaks
 * Hindi and searches, and opens suggestions, under `/hi`.
 */
/** A constant element: not rendered again with every navigation state (docs/decisions/014). */
const SEARCH_ICON = (
  <Search
    aria-hidden="true"
    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
  />
);

export function HeaderSearch() {
  const t = useT();
  const localized = useLocalizedHref();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}suggestions`;
  const optionId = (index: number) => `${id}suggestion-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The request whose answer is awaited; an answer from any other is stale and ignored. */
  const request = useRef<AbortController | null>(null);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const cancelPending = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    request.current?.abort();
    request.current = null;
  };

  useEffect(() => cancelPending, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /** Forgets the suggestions and anything still on its way. */
  const reset = () => {
    cancelPending();
    setItems([]);
    close();
  };

  const suggestFor = (value: string) => {
    cancelPending();
    setActive(-1);
    const text = value.trim();
    if (text.length < MIN_CHARACTERS) {
      setItems([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      const controller = new AbortController();
      request.current = controller;
      const settle = (found: Suggestion[]) => {
        if (request.current !== controller) return;
        request.current = null;
        setItems(found);
        setActive(-1);
        setOpen(found.length > 0 && document.activeElement === inputRef.current);
      };
      // Offline or a server in trouble: no suggestions; the search itself still works.
      // The search engine loads with the first suggestions, not with every page.
      import("~/catalogue/browser/suggestions")
        .then(({ loadSuggestions }) => loadSuggestions(text, controller.signal))
        .then(settle, () => settle([]));
    }, SUGGEST_DEBOUNCE_MS);
  };

  const choose = (item: Suggestion) => {
    reset();
    void navigate(localized(item.href));
    if (inputRef.current) inputRef.current.value = "";
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (items.length === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!open) {
          // Alt+Down opens the list without choosing (APG).
          setOpen(true);
          setActive(event.altKey ? -1 : down ? 0 : items.length - 1);
          return;
        }
        setActive((current) => (down ? (current + 1) % items.length : current <= 0 ? items.length - 1 : current - 1));
        return;
      }
      case "Enter": {
        const item = open && active >= 0 ? items[active] : undefined;
        if (!item) return; // The form submits: a search of the catalogue for the text.
        event.preventDefault();
        choose(item);
        return;
      }
      case "Escape":
        // preventDefault also stops the browser clearing a search field on the first Escape.
        if (open) {
          event.preventDefault();
          close();
        } else if (event.currentTarget.value !== "") {
          event.preventDefault();
          event.currentTarget.value = "";
          reset();
        }
        return;
      case "ArrowLeft":
      case "ArrowRight":
      case "Home":
      case "End":
        // The caret moves in the box: the choice goes back to the typed text (APG).
        setActive(-1);
        return;
    }
  };

  const renderOption = (item: Suggestion, index: number) => {
    const Icon = KIND_ICONS[item.kind];
    const detail =
      item.kind === "medicine"
        ? item.detail
        : t(item.kind === "composition" ? "headerSearch.composition" : "headerSearch.manufacturer", {
            count: item.count,
          });
    return (
      // Options are chosen from the box by keyboard (aria-activedescendant); a click chooses too.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <div
        key={`${item.kind}:${item.href}`}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        tabIndex={-1}
        // Keeps the focus in the box while the option is clicked (the click then chooses it).
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(item)}
        className={cn(
          "flex cursor-pointer items-start gap-3 px-3 py-2",
          index === active ? "bg-brand-50 outline-2 -outline-offset-2 outline-brand-700" : "hover:bg-slate-50",
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium text-slate-900">{item.label}</span>
          {detail ? <span className="block truncate text-xs text-slate-600">{detail}</span> : null}
        </span>
      </div>
    );
  };

  // The suggestions of a brand's composition at a strength it lacks come first, as a group.
  const first = items[0];
  const sameComposition = first?.kind === "medicine" ? first.sameComposition : undefined;
  const ungrouped = items.findIndex((item) => item.kind !== "medicine" || !item.sameComposition);
  const groupedCount = ungrouped === -1 ? items.length : ungrouped;

  return (
    // A plain GET form, so the search works before (or without) JavaScript.
    <Form
      action={CATALOGUE_PATH}
      method="get"
      className="relative flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const input = inputRef.current;
        if (!input) return;
        const text = input.value.trim();
        if (!text) return;
        reset();
        void navigate(localized(searchHref(text)));
        input.value = "";
      }}
    >
      <div className="relative min-w-0 flex-1">
        {SEARCH_ICON}
        <input
          ref={inputRef}
          type="search"
          name="search"
          role="combobox"
          aria-label={t("headerSearch.label")}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          // The browser's own list of past entries would cover the suggestions.
          autoComplete="off"
          placeholder={t("headerSearch.placeholder")}
          required
          pattern=".*\S.*"
          onChange={(event) => suggestFor(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
          className="w-full rounded-md border border-slate-300 py-2 pr-3 pl-9 text-sm"
        />
      </div>
      <Button type="submit" size="sm">
        {t("headerSearch.submit")}
      </Button>

      <div
        id={listboxId}
        role="listbox"
        aria-label={t("headerSearch.suggestions")}
        hidden={!open}
        className="absolute top-full right-0 left-0 z-40 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg md:left-auto md:w-[28rem]"
      >
        {sameComposition ? (
          // A brand's missing strength: its composition's medicines at that strength, said so (decision 64).
          <div role="group" aria-labelledby={`${id}same-composition`}>
            <div id={`${id}same-composition`} className="px-3 pt-1 pb-1 text-xs font-semibold text-slate-700">
              {sameCompositionText(t, sameComposition)}
            </div>
            {items.slice(0, groupedCount).map((item, index) => renderOption(item, index))}
          </div>
        ) : null}
        {items.slice(groupedCount).map((item, index) => renderOption(item, groupedCount + index))}
      </div>
      {/* The list's arrival is announced once, politely; moving through it is the listbox's own. */}
      <div aria-live="polite" className="sr-only">
        {open ? t("headerSearch.count", { count: items.length }) : ""}
      </div>
    </Form>
  );
}
