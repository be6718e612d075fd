import { BadgeCheck, Clock, PackageCheck, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { HOME_CATEGORIES } from "~/catalogue/categories";
import { pageMeta } from "~/seo";
import { site } from "~/site";

export function meta() {
  return pageMeta({ title: site.name, description: site.description });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { snapshot } = await context.catalogue.read();
  const counts = new Map<string, number>();
  for (const medicine of snapshot?.medicines ?? []) {
    counts.set(medicine.categoryId, (counts.get(medicine.categoryId) ?? 0) + 1);
  }
  return {
    categories: HOME_CATEGORIES.map((category) => ({ ...category, count: counts.get(category.id) ?? null })),
  };
}

const REASONS = [
  {
    icon: ShieldCheck,
    title: "Licensed & certified",
    text: "A licensed wholesale drug dealer under the Drugs and Cosmetics Rules.",
  },
  { icon: Truck, title: "Fast delivery", text: "Prompt dispatch to pharmacies, clinics and hospitals across Patna." },
  {
    icon: Clock,
    title: "Always available",
    text: "Open every day, with a stocked catalogue you can check at any time.",
  },
  {
    icon: BadgeCheck,
    title: "Quality assured",
    text: "Genuine medicines sourced directly from manufacturers and authorised stockists.",
  },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="font-medium text-brand-700">{site.tagline}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Genuine medicines for pharmacies, hospitals and clinics
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Find a medicine by brand, generic name, manufacturer or category, and check its price, availability and
            prescription status.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/medicines"
              className="rounded-md bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800"
            >
              Browse medicines
            </Link>
            <Link
              to="/contact"
              className="rounded-md border border-brand-700 px-5 py-3 font-medium text-brand-800 hover:bg-brand-50"
            >
              Contact us
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="why-us" className="text-2xl font-semibold">
          Why choose us
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-5">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="categories" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="categories" className="text-2xl font-semibold">
          Browse by category
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {loaderData.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/medicines?category=${category.id}`}
                className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-sm"
              >
                <PackageCheck aria-hidden="true" className="size-6 text-brand-700" />
                <span className="mt-3 font-semibold">{category.name}</span>
                {category.count !== null ? (
                  <span className="text-sm text-slate-600">
                    {category.count} {category.count === 1 ? "medicine" : "medicines"}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12">
        <div className="rounded-xl bg-brand-800 px-6 py-10 text-white sm:px-10">
          <h2 className="text-2xl font-semibold">Need a medicine that is not listed?</h2>
          <p className="mt-2 max-w-2xl text-brand-100">
            Call or write to us: we source medicines for pharmacies, hospitals and institutions every day.
          </p>
          <Link to="/contact" className="mt-6 inline-block rounded-md bg-white px-5 py-3 font-medium text-brand-800">
            Get in touch
          </Link>
        </div>
      </section>
    </>
  );
}
