import { redirect } from "react-router";
import type { Route } from "./+types/desk-sign-out";
import { DESK_HEADERS, staffForAction } from "~/desk/index.server";
import { DESK_PATH, DESK_SIGN_IN_PATH } from "~/desk";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { deskContext } from "~/composition/load-context";

/** "Sign out" posts here; a visit goes to the desk. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(pathInLanguage(DESK_PATH, languageOfPath(new URL(request.url).pathname)), {
    status: 303,
    headers: DESK_HEADERS,
  });
}

/** Ends the session on the server, removes the cookie and goes to the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = context.get(deskContext);
  const staff = await staffForAction(request, desk);
  const setCookie = await desk.signIn.signOut(staff);
  return redirect(pathInLanguage(DESK_SIGN_IN_PATH, languageOfPath(new URL(request.url).pathname)), {
    status: 303,
    headers: { ...DESK_HEADERS, "Set-Cookie": setCookie },
  });
}
