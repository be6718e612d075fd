import { Menu, Pill, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { cn } from "~/components/ui/cn";
import { site, siteText } from "~/site";
import { LanguageSwitch } from "~/i18n/language-switch";
import { pathWithoutLanguage } from "~/i18n/languages";
import { Link, NavLink } from "~/i18n/link";
import type { MessageId } from "~/i18n/message-id";
import { useLanguage, useT } from "~/i18n/use-translation";
import { ScriptButton } from "~/components/ui/script-button";

// Icons as constant elements: React skips an element it rendered before, so they are not
// rendered again with every navigation state (docs/decisions/014).
const LOGO_ICON = <Pill aria-hidden="true" className="size-5" />;
const CLOSE_ICON = <X aria-hidden="true" className="size-5" />;
const MENU_ICON = <Menu aria-hidden="true" className="size-5" />;

/** A page of the main navigation (the layout gives them: app/composition/site-nav.ts). */
export type NavItem = {
  to: string;
  label: MessageId;
  /** Under this address the item is not marked, though the address starts with its own (a section of its own). */
  notUnder?: string;
};

/**
 * Site header (docs/product.md 2.2): logo, navigation with the current page marked, the
 * search, the enquiry list's links, and on narrow screens a menu button that shows and hides the
 * navigation (a disclosure: Escape, choosing a page or clicking elsewhere closes it). Without
 * scripts the navigation is simply always shown. What belongs to a feature is given by the layout
 * (app/root.tsx): `search` (the catalogue's, app/catalogue/components/header-search.tsx), `actions`
 * (the enquiry list's "Paste an order" and "Enquiry list", app/enquiry-list/components/header-links.tsx),
 * `nav` and `ownSearchAt`.
 */
export function SiteHeader({
  search,
  actions,
  nav,
  ownSearchAt,
}: {
  search: ReactNode;
  /** Links placed after the name on a phone and last on a desktop, each with `lg:order-last`. */
  actions: ReactNode;
  nav: readonly NavItem[];
  /** The address whose page has a search box of its own: below 1024 px the header's is hidden there. */
  ownSearchAt: string;
}) {
  const location = useLocation();
  const t = useT();
  const language = useLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location.key);
  const headerRef = useRef<HTMLElement>(null);
  const path = pathWithoutLanguage(location.pathname);
  const ownSearch = path === ownSearchAt;
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

        {actions}

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
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  // "Medicines" is marked on a medicine's page, not on "What's new" (its own item).
                  end={item.to === "/" || (item.notUnder !== undefined && path.startsWith(item.notUnder))}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-3 py-2.5 font-medium whitespace-nowrap lg:px-1 lg:py-2 lg:text-sm xl:px-2.5",
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
            ownSearch && "max-lg:hidden",
          )}
        >
          {search}
        </div>
      </div>
    </header>
  );
}
