import { data, redirect } from "react-router";
import type { Route } from "./+types/desk-sign-in";
import { SignInForm, type SignInAnswer } from "~/desk";
import { DESK_HEADERS } from "~/desk/index.server";
import { DESK_LINK_PATH, DESK_PATH } from "~/desk";
import { fromAnotherSite, staffEmailSchema } from "~/desk/index.server";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator";
import { pageMeta } from "~/seo";
import { afterResponseContext, clientAddressContext, deskContext } from "~/composition/load-context";
import "~/i18n/areas/desk";

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(languageOfPath(location.pathname));
  return pageMeta({ title: t("desk.signIn.heading"), description: t("desk.signIn.intro"), noindex: true });
}

export function headers() {
  return DESK_HEADERS;
}

/** A signed-in member of staff goes straight to the desk. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = context.get(deskContext);
  if (await desk.signIn.staffOf(request.headers.get("Cookie"))) {
    const language = languageOfPath(new URL(request.url).pathname);
    throw redirect(pathInLanguage(DESK_PATH, language), { status: 303, headers: DESK_HEADERS });
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = context.get(deskContext);
  const answer = (status: SignInAnswer["status"], code: number) =>
    data({ status } as SignInAnswer, { status: code, headers: DESK_HEADERS });
  if (fromAnotherSite(request, desk.siteUrl))
    return data({ status: "invalid" } as SignInAnswer, { status: 403, headers: DESK_HEADERS });
  const email = staffEmailSchema.safeParse((await request.formData()).get("email") ?? "");
  if (!email.success) return answer("invalid", 400);
  const language = languageOfPath(new URL(request.url).pathname);
  const linkBase = `${desk.siteUrl}${pathInLanguage(DESK_LINK_PATH, language)}`;
  const outcome = await desk.signIn.request(
    email.data,
    context.get(clientAddressContext),
    linkBase,
    new Date(),
    context.get(afterResponseContext),
  );
  return outcome === "client-limited" ? answer("limited", 429) : answer("sent", 200);
}

export default function DeskSignIn({ actionData }: Route.ComponentProps) {
  return <SignInForm answer={actionData} />;
}
