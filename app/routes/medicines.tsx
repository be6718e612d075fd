import { Link } from "react-router";
import type { Route } from "./+types/medicines";
import { formatInr } from "~/catalogue/format";
import { parseCatalogueQuery, queryCatalogue } from "~/catalogue/query";
import { pageMeta } from "~/seo";

export function meta() {
  return pageMeta({
    title: "Medicines",
    description:
      "Search the medicine catalogue by brand, generic name, manufacturer or category; check price, stock and prescription status.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseCatalogueQuery(new URL(request.url).searchParams);
  const { snapshot, error } = await context.catalogue.read();
  if (!snapshot) return { state: "error" as const, message: error };
  const result = queryCatalogue(snapshot.medicines, query);
  return {
    state: "loaded" as const,
    total: result.total,
    offset: result.offset,
    medicines: result.items.map((m) => ({
      id: m.id,
      name: m.name,
      genericName: m.genericName,
      manufacturer: m.manufacturer,
      price: m.price,
      availability: m.availability,
      prescription: m.prescription,
    })),
  };
}

export default function Medicines({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-semibold">Medicines</h1>
      {loaderData.state === "error" ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
          <h2 className="text-lg font-semibold">Error Loading Data</h2>
          <p className="mt-1">{loaderData.message}</p>
        </div>
      ) : (
        <>
          <p role="status" className="mt-2 text-slate-600">
            {loaderData.total === 0
              ? "No medicines matched your filters"
              : `Showing ${loaderData.offset + 1}–${loaderData.offset + loaderData.medicines.length} of ${loaderData.total} medicines`}
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.medicines.map((medicine) => (
              <li key={medicine.id}>
                <article className="h-full rounded-lg border border-slate-200 bg-white p-4">
                  <h2 className="font-semibold">
                    <Link to={`/medicines/${encodeURIComponent(medicine.id)}`} className="hover:underline">
                      {medicine.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-600">{medicine.genericName}</p>
                  <p className="text-sm text-slate-600">{medicine.manufacturer}</p>
                  <p className="mt-2 font-medium">{formatInr(medicine.price)}</p>
                  <p className="text-sm">
                    {medicine.availability}
                    {medicine.prescription ? " · Prescription required" : ""}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
