import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/medicine";
import { formatInr } from "~/catalogue/format";
import { UnexpectedError } from "~/components/unexpected-error";
import { pageMeta } from "~/seo";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta({ title: "Medicine not found", description: "This medicine is not in the catalogue." });
  const { medicine } = loaderData;
  return pageMeta({
    title: `${medicine.name} (${medicine.genericName})`,
    description: `${medicine.name} by ${medicine.manufacturer}: ${medicine.genericName}. Price ${formatInr(medicine.price)}, ${medicine.availability.toLowerCase()}${medicine.prescription ? ", prescription required" : ""}.`,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { snapshot, error } = await context.catalogue.read();
  if (!snapshot) {
    // SPEC.md §8: a failed load is logged and the visitor sees "Medicine not found";
    // 503 (not 404) tells search engines the page is only temporarily missing.
    context.logger.error({ id: params.id, reason: error }, "medicine page without a catalogue");
    throw data(null, { status: 503 });
  }
  const medicine = snapshot.byId.get(params.id);
  if (!medicine) throw data(null, { status: 404 });
  return { medicine };
}

export default function MedicineDetail({ loaderData }: Route.ComponentProps) {
  const { medicine } = loaderData;
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm font-medium text-brand-700">{medicine.brand}</p>
      <h1 className="text-3xl font-semibold">{medicine.name}</h1>
      <p className="mt-1 text-slate-600">{medicine.genericName}</p>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-medium">Price</dt>
        <dd>{formatInr(medicine.price)}</dd>
        <dt className="font-medium">Stock</dt>
        <dd>{medicine.stock > 0 ? `${medicine.stock} in stock` : "Out of stock"}</dd>
        <dt className="font-medium">Form</dt>
        <dd>{medicine.form || "—"}</dd>
        <dt className="font-medium">Manufacturer</dt>
        <dd>{medicine.manufacturer}</dd>
        <dt className="font-medium">Category</dt>
        <dd>{medicine.category}</dd>
        <dt className="font-medium">Prescription</dt>
        <dd>{medicine.prescription ? "Prescription required" : "Not required"}</dd>
      </dl>
      {medicine.description ? <p className="mt-6">{medicine.description}</p> : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">Medicine not found</h1>
        <p className="mt-2 text-slate-600">We could not find this medicine in the catalogue.</p>
        <Link to="/medicines" className="mt-6 inline-block font-medium text-brand-700 underline">
          Back to Catalog
        </Link>
      </section>
    );
  }
  return <UnexpectedError details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined} />;
}
