import { CATALOGUE_PATH } from "~/catalogue/urls/links";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useT } from "~/i18n/use-translation";

type Crumb = { label: string; to: string };

/** Home › Medicines › category › name; the category links to the filtered catalogue. No category: no crumb for it. */
export function MedicineBreadcrumbs({ category, name }: { category: Crumb | undefined; name: string }) {
  const t = useT();
  const links = [
    { name: t("nav.home"), path: "/" },
    { name: t("nav.medicines"), path: CATALOGUE_PATH },
    ...(category ? [{ name: category.label, path: category.to }] : []),
  ];
  return <Breadcrumbs links={links} current={name} />;
}
