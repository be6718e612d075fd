import { Pill } from "lucide-react";
import { Form, Link, NavLink, useNavigate } from "react-router";
import { site } from "~/site";

const NAV_ITEMS = [
  { to: "/", label: "Home" },
  { to: "/medicines", label: "Medicines" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

/** Site header: logo, navigation and the catalogue search (SPEC.md §2 "Header"). */
export function SiteHeader() {
  const navigate = useNavigate();

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-semibold text-brand-800">
          <Pill aria-hidden="true" className="size-6" />
          <span>{site.name}</span>
        </Link>
        <nav aria-label="Main" className="order-3 w-full sm:order-none sm:w-auto">
          <ul className="flex gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium ${
                      isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <search className="ml-auto">
          {/* A plain GET form, so the search works before (or without) JavaScript. */}
          <Form
            action="/medicines"
            method="get"
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const form = event.currentTarget;
              const input = form.elements.namedItem("search");
              if (!(input instanceof HTMLInputElement)) return;
              const text = input.value.trim();
              if (!text) return;
              void navigate(`/medicines?${new URLSearchParams({ search: text })}`);
              input.value = "";
            }}
          >
            <input
              type="search"
              name="search"
              aria-label="Search medicines"
              placeholder="Search medicines"
              required
              pattern=".*\S.*"
              className="w-44 rounded-md border border-slate-300 px-3 py-2 text-sm sm:w-56"
            />
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              Search
            </button>
          </Form>
        </search>
      </div>
    </header>
  );
}
