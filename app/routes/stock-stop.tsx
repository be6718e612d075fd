import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/stock-stop";
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
 * A back-in-stock e-mail's stop link (docs/product.md 17.4): the page names the address and asks
 * to confirm with a button (a mail scanner following the link stops nothing); the POST stops every
 * request of that address. A forged or altered link is refused and changes nothing.
 */

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("notify.stop.heading"), description: t("notify.stop.heading"), noindex: true });
}

/** Nobody keeps the page (it names an address); no search engine lists it. */
export function headers() {
  return DESK_HEADERS;
}

const tokenSchema = z.string().max(600).nullable().catch(null);

type StopAnswer = { valid: false } | { valid: true; email: string; stopped: boolean; token: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  context.get(pageNotKeptContext)();
  const token = tokenSchema.parse(new URL(request.url).searchParams.get("token"));
  const email = context.get(backInStockContext).contactOfStop(token);
  return data<StopAnswer>(email && token ? { valid: true, email, stopped: false, token } : { valid: false }, {
    status: email ? 200 : 400,
    headers: DESK_HEADERS,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenSchema.parse((await request.formData()).get("token"));
  const service = context.get(backInStockContext);
  const email = service.contactOfStop(token);
  if (!email || !token) return data<StopAnswer>({ valid: false }, { status: 400, headers: DESK_HEADERS });
  const stopped = await service.store.stop(email, new Date());
  context.get(loggerContext).info({ requests: stopped }, "back-in-stock e-mails stopped by their stop link");
  return data<StopAnswer>({ valid: true, email, stopped: true, token }, { headers: DESK_HEADERS });
}

export default function StockStop({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t("notify.stop.heading")}</h1>
      {!answer.valid ? (
        <p role="status" className="mt-4 font-medium text-red-700">
          {t("notify.stop.invalid")}
        </p>
      ) : answer.stopped ? (
        <p role="status" className="mt-4 font-medium text-green-800">
          {t("notify.stop.done", { email: answer.email })}
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">{t("notify.stop.intro", { email: answer.email })}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="token" value={answer.token} />
            <button type="submit" className={buttonClasses({ variant: "primary" })}>
              {t("notify.stop.button")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
