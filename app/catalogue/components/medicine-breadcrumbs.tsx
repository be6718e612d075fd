import { CATALOGUE_PATH } from "~/catalogue/links";
import { Breadcrumbs } from "~/components/breadcrumbs";

type Crumb = { label: string; to: string };

/** Home › Medicines › category › name; the category links to the filtered catalogue. */
export function MedicineBreadcrumbs({ category, name }: { category: Crumb; name: string }) {
  const links = [
    { name: "Home", path: "/" },
    { name: "Medicines", path: CATALOGUE_PATH },
    { name: category.label, path: category.to },
  ];
  return <Breadcrumbs links={links} current={name} />;
}
