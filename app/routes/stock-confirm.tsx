import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/stock-confirm";
import { DESK_HEADERS } from "~/desk/index.server";
import { buttonClasses } from "~/components/ui/button";
import { Form } from "~/i18n/link";
import { languageOfPath } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator";
import { useT } from "~/i18n/use-translation";
import { pageMeta } from "~/seo";
import { backInStockContext, loggerContext, pageNotKeptContext } from "~/composition/load-context";
import "~/i18n/areas/medicine";

/**
 * The confirm link of a "Notify me" e-mail address (decision 66): opening it (GET or HEAD, as a
 * mail scanner or a link preview does) shows the address and a button and confirms nothing; the
 * POST opens the address's unconfirmed requests, which then get the back-in-stock e-mail. A forged,
 * altered or expired link is refused and changes nothing.
 */

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({
    title: t("notify.confirmPage.heading"),
    description: t("notify.confirmPage.heading"),
    noindex: true,
  });
}

/** Nobody keeps the page (it names an address); no search engine lists it. */
export function headers() {
  return DESK_HEADERS;
}

const tokenSchema = z.string().max(600).nullable().catch(null);

type ConfirmAnswer =
  { valid: false } | { valid: true; email: string; token: string; confirmed: null | "done" | "nothing" };

export async function loader({ request, context }: Route.LoaderArgs) {
  context.get(pageNotKeptContext)();
  const token = tokenSchema.parse(new URL(request.url).searchParams.get("token"));
  const email = context.get(backInStockContext).contactOfConfirm(token);
  return data<ConfirmAnswer>(email && token ? { valid: true, email, token, confirmed: null } : { valid: false }, {
    status: email ? 200 : 400,
    headers: DESK_HEADERS,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenSchema.parse((await request.formData()).get("token"));
  const service = context.get(backInStockContext);
  const email = service.contactOfConfirm(token);
  if (!email || !token) return data<ConfirmAnswer>({ valid: false }, { status: 400, headers: DESK_HEADERS });
  const confirmed = await service.store.confirm(email, new Date());
  context.get(loggerContext).info({ requests: confirmed }, "notify me: address confirmed by its link");
  // The medicines may be back already: the next pass tells at once.
  if (confirmed > 0) void service.run();
  return data<ConfirmAnswer>(
    { valid: true, email, token, confirmed: confirmed > 0 ? "done" : "nothing" },
    { headers: DESK_HEADERS },
  );
}

export default function StockConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t("notify.confirmPage.heading")}</h1>
      {!answer.valid ? (
        <p role="status" className="mt-4 font-medium text-red-700">
          {t("notify.confirmPage.invalid")}
        </p>
      ) : answer.confirmed ? (
        <p role="status" className="mt-4 font-medium text-green-800">
          {answer.confirmed === "done"
            ? t("notify.confirmPage.done", { email: answer.email })
            : t("notify.confirmPage.nothing")}
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">{t("notify.confirmPage.intro", { email: answer.email })}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="token" value={answer.token} />
            <button type="submit" className={buttonClasses({ variant: "primary" })}>
              {t("notify.confirmPage.button")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
