import { data } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/not-found-page";
import { BROWSE_PATH } from "~/composition/site-nav";
import { pageMeta } from "~/seo";
import { loggerContext } from "~/composition/load-context";

import { translatorOfPath } from "~/i18n/translator";

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOfPath(location.pathname);
  return pageMeta({ title: t("notFound.title"), description: t("notFound.description") });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.get(loggerContext).warn({ path }, "page not found");
  return data({ path }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // docs/product.md §2: the unknown route is logged to the browser console too.
    console.error("404 Error: User attempted to access non-existent route:", loaderData.path);
  }, [loaderData.path]);
  return <NotFoundPage browseTo={BROWSE_PATH} />;
}
