import { ClipboardList, ClipboardPaste, Menu, Pill, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { cn } from "~/components/ui/cn";
import { site, siteText } from "~/site";
import { CATALOGUE_PATH, CHANGES_PATH, MANUFACTURERS_PATH } from "~/catalogue/urls/links";
import { ABOUT_PATH, CONTACT_PATH } from "~/components/links";
import { ENQUIRY_PATH, PASTE_ORDER_HREF } from "~/enquiry-list/links";
import { LanguageSwitch } from "~/i18n/language-switch";
import { pathWithoutLanguage } from "~/i18n/languages";
import { Link, NavLink } from "~/i18n/link";
import type { MessageId } from "~/i18n/message-id";
import { useLanguage, useT } from "~/i18n/use-translation";
import { ScriptButton } from "~/components/ui/script-button";

// Icons as constant elements: React skips an element it rendered before, so they are not
// rendered again with every navigation state (docs/decisions/014).
const LOGO_ICON = <Pill aria-hidden="true" className="size-5" />;
const LIST_ICON = <ClipboardList aria-hidden="true" className="size-6 text-brand-700 sm:size-5" />;
const PASTE_ICON = <ClipboardPaste aria-hidden="true" className="size-5 shrink-0 text-brand-700" />;
const CLOSE_ICON = <X aria-hidden="true" className="size-5" />;
const MENU_ICON = <Menu aria-hidden="true" className="size-5" />;

const NAV_ITEMS: readonly { to: string; label: MessageId }[] = [
  { to: "/", label: "nav.home" },
  { to: CATALOGUE_PATH, label: "nav.medicines" },
  // Buyers order by company: the manufacturers' pages are one step away (docs/product.md 11.5).
  { to: MANUFACTURERS_PATH, label: "nav.manufacturers" },
  // A reason to come back: new medicines, stock and prices (docs/product.md §17).
  { to: CHANGES_PATH, label: "nav.changes" },
  { to: ABOUT_PATH, label: "nav.about" },
  { to: CONTACT_PATH, label: "nav.contact" },
];

/**
 * Site header (docs/product.md 2.2): logo, navigation with the current page marked, the
 * search (`search`: the catalogue's, app/catalogue/components/header-search.tsx, given by the
 * layout), and on narrow screens a menu button that shows and hides the navigation
 * (a disclosure: Escape, choosing a page or clicking elsewhere closes it). Without scripts the
 * navigation is simply always shown. The link "Enquiry list" carries the number of medicines in
 * the visitor's list (docs/product.md 12.1), in its text and so in its accessible name.
 */
export function SiteHeader({ search, enquiryCount = 0 }: { search: ReactNode; enquiryCount?: number }) {
  const location = useLocation();
  const t = useT();
  const language = useLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location.key);
  const headerRef = useRef<HTMLElement>(null);
  const onCatalogue = pathWithoutLanguage(location.pathname) === CATALOGUE_PATH;
  const onChanges = pathWithoutLanguage(location.pathname).startsWith(CHANGES_PATH);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Arriving on another page closes the menu (state adjusted during render, not in an effect).
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [menuOpen]);

  return (
    <header ref={headerRef} className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-3 px-4 py-3 min-[400px]:gap-x-2 sm:gap-x-4 lg:flex-nowrap lg:gap-x-2 xl:gap-x-4">
        <Link to="/" className="flex items-center gap-2.5 rounded-md">
          {/* On a phone of 380 px or more the name alone, for room; below it the mark alone (the name still names the link). */}
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white min-[380px]:max-sm:hidden">
            {LOGO_ICON}
          </span>
          <span className="flex flex-col leading-tight">
            {/* The full name does not fit beside the menu button on a phone, nor beside the navigation
                and the search on one row below 1280 px (the header never wraps on a desktop). */}
            <span className="font-semibold whitespace-nowrap text-slate-900 max-[379px]:sr-only">
              <span className="sm:max-lg:hidden xl:hidden">{site.shortName}</span>
              <span className="hidden sm:max-lg:inline xl:inline">{site.name}</span>
            </span>
            {/* Left out on phones, where the row holds "Paste an order", the enquiry list, language and
                menu (on the narrowest the name too, still the link's name), and between 1024 and
                1280 px, where the row holds everything. */}
            <span className="text-xs whitespace-nowrap text-slate-600 max-sm:hidden lg:max-xl:hidden">
              {t("header.tagline", { locality: siteText(language).locality })}
            </span>
          </span>
        </Link>

        {/* A buyer's order is a WhatsApp message or a notebook page: the way to paste it is named, on a
            phone too (docs/product.md 12.11), and leads to the list page's paste section. */}
        <Link
          to={PASTE_ORDER_HREF}
          className="ml-auto flex shrink-0 items-center gap-1.5 rounded-md border border-slate-300 px-1.5 py-1 text-xs leading-tight font-medium text-slate-800 hover:bg-slate-100 max-sm:max-w-[4.25rem] sm:border-0 sm:p-2 sm:text-sm lg:order-last lg:ml-0"
        >
          {/* On a phone the words alone, on two lines: the row keeps the enquiry list, language and menu. */}
          <span className="max-sm:hidden">{PASTE_ICON}</span>
          {/* On a desktop below 1536 px the row holds everything: the icon, named all the same. */}
          <span className="lg:max-2xl:sr-only">{t("header.pasteOrder")}</span>
        </Link>

        <Link
          to={ENQUIRY_PATH}
          className="relative flex shrink-0 items-center gap-1.5 rounded-md p-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100 sm:px-2.5 lg:order-last lg:ml-0"
        >
          {LIST_ICON}
          <span className="sr-only sm:max-lg:not-sr-only 2xl:not-sr-only">{t("header.enquiryList")}</span>{" "}
          {/* On a phone only the icon shows, the count on its corner, so the menu button fits beside it;
              between 1024 and 1280 px too, so that the header keeps to one row. */}
          <span className="absolute -top-0.5 right-0 min-w-5 rounded-full bg-brand-700 px-1 py-px text-center text-xs font-semibold text-white sm:static sm:min-w-6 sm:px-1.5 sm:py-0.5">
            {enquiryCount}
            <span className="sr-only"> {t("header.enquiryListCount", { count: enquiryCount })}</span>
          </span>
        </Link>

        {/* Beside the enquiry list on a phone, so a Hindi reader finds it without opening the menu;
            after the navigation on wider screens. */}
        <LanguageSwitch className="shrink-0 lg:order-1" />

        <ScriptButton
          ref={menuButtonRef}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
          className="flex items-center gap-1.5 rounded-md border border-slate-300 px-2 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 sm:px-3 lg:hidden noscript:hidden"
        >
          {menuOpen ? CLOSE_ICON : MENU_ICON}
          {/* An icon on the narrowest phones, where the language link shares the row; named all the same. */}
          <span className="sr-only sm:not-sr-only">{t("header.menu")}</span>
        </ScriptButton>

        <nav
          id="site-nav"
          aria-label={t("header.mainNavigation")}
          className={cn("w-full lg:block lg:w-auto lg:shrink-0 noscript:block", menuOpen ? "block" : "hidden")}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:gap-0.5 xl:gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  // "Medicines" is marked on a medicine's page, not on "What's new" (its own item).
                  end={item.to === "/" || (item.to === CATALOGUE_PATH && onChanges)}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-3 py-2.5 font-medium whitespace-nowrap lg:px-1.5 lg:py-2 lg:text-sm xl:px-2.5",
                      isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
                    )
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* role="search" rather than <search>: the same landmark, also in browsers that predate the element.
            On the catalogue below 1024 px the page's own search is the one search box (docs/product.md 2.2):
            two boxes one above the other would ask the same thing twice. */}
        <div
          role="search"
          className={cn(
            "w-full lg:order-2 lg:ml-auto lg:w-auto lg:max-w-sm lg:min-w-32 lg:flex-1",
            onCatalogue && "max-lg:hidden",
          )}
        >
          {search}
        </div>
      </div>
    </header>
  );
}
