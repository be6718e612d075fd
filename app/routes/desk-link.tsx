import { data, redirect } from "react-router";
import type { Route } from "./+types/desk-link";
import { SignInForm } from "~/desk";
import { cardClasses } from "~/components/ui/card";
import { buttonClasses } from "~/components/ui/button";
import { DESK_HEADERS, fromAnotherSite } from "~/desk/index.server";
import { DESK_LINK_PATH, DESK_PATH } from "~/desk";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { Form } from "~/i18n/link";
import { translatorFor } from "~/i18n/translator";
import { useT } from "~/i18n/use-translation";
import { pageMeta } from "~/seo";
import { deskContext } from "~/composition/load-context";
import "~/i18n/areas/desk";

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("desk.link.heading"), description: t("desk.signIn.intro"), noindex: true });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return new Headers([...Object.entries(DESK_HEADERS), ...loaderHeaders.entries(), ...actionHeaders.entries()]);
}

const badLink = () => data({ badLink: true as const }, { status: 400, headers: DESK_HEADERS });

/**
 * The e-mailed link (decision 65). Opening it (GET or HEAD, as a mail scanner or a link preview
 * does) spends nothing: a working link shows the "Sign in" button, a forged, used or expired one
 * answers 400 with the sign-in form and a word on why. Only the button's POST, from this site,
 * uses the link, starts a session and leads to the desk.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!(await context.get(deskContext).signIn.check(token))) return badLink();
  return data({ badLink: false as const, token: token! }, { headers: DESK_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = context.get(deskContext);
  if (fromAnotherSite(request, desk.siteUrl))
    return data({ badLink: true as const }, { status: 403, headers: DESK_HEADERS });
  const token = (await request.formData()).get("token");
  const signedIn = await desk.signIn.follow(typeof token === "string" ? token : null);
  if (!signedIn) return badLink();
  throw redirect(pathInLanguage(DESK_PATH, languageOfPath(new URL(request.url).pathname)), {
    status: 303,
    headers: { ...DESK_HEADERS, "Set-Cookie": signedIn.setCookie },
  });
}

export default function DeskLink({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData?.badLink || loaderData.badLink) return <SignInForm badLink />;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("desk.link.heading")}</h1>
      <Form method="post" action={DESK_LINK_PATH} className={cardClasses({ className: "mt-6 space-y-4 p-6" })}>
        <p className="text-slate-700">{t("desk.link.intro")}</p>
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonClasses({ className: "w-full" })}>
          {t("desk.link.button")}
        </button>
      </Form>
    </div>
  );
}
