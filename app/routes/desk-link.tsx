import { data, redirect } from "react-router";
import type { Route } from "./+types/desk-link";
import { SignInForm } from "~/desk";
import { DESK_HEADERS } from "~/desk/index.server";
import { DESK_PATH } from "~/desk";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator";
import { pageMeta } from "~/seo";
import { deskContext } from "~/composition/load-context";
import "~/i18n/areas/desk";

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("desk.signIn.heading"), description: t("desk.signIn.intro"), noindex: true });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return new Headers([...Object.entries(DESK_HEADERS), ...loaderHeaders.entries()]);
}

/**
 * The e-mailed link: used once, it starts a session and leads to the desk; a forged, used or
 * expired one answers 400 with the sign-in form and a word on why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const signedIn = await context.get(deskContext).signIn.follow(url.searchParams.get("token"));
  if (!signedIn) return data({ badLink: true }, { status: 400, headers: DESK_HEADERS });
  throw redirect(pathInLanguage(DESK_PATH, languageOfPath(url.pathname)), {
    status: 303,
    headers: { ...DESK_HEADERS, "Set-Cookie": signedIn.setCookie },
  });
}

export default function DeskLink() {
  return <SignInForm badLink />;
}
