import { cardClasses } from "~/components/ui/card";
import { buttonClasses } from "~/components/ui/button";
import { Form } from "~/i18n/link";
import { useT } from "~/i18n/use-translation";
import { DESK_SIGN_IN_PATH } from "../links";
import "~/i18n/areas/desk";

export type SignInAnswer = { status: "sent" } | { status: "invalid" } | { status: "limited" };

/**
 * The staff sign-in page's content (docs/product.md "Order desk"): the address field and its
 * button, and the answer as a status. The answer is the same for every address.
 */
export function SignInForm({ answer, badLink = false }: { answer?: SignInAnswer; badLink?: boolean }) {
  const t = useT();
  const invalid = answer?.status === "invalid";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("desk.signIn.heading")}</h1>
      <p className="mt-3 text-slate-700">{t("desk.signIn.intro")}</p>
      {badLink && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-300">
          {t("desk.signIn.badLink")}
        </p>
      )}
      <Form method="post" action={DESK_SIGN_IN_PATH} className={cardClasses({ className: "mt-6 space-y-4 p-6" })}>
        <div>
          <label htmlFor="staff-email" className="block font-medium">
            {t("desk.signIn.email")}
          </label>
          <input
            id="staff-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "staff-email-error" : undefined}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
          />
          {invalid && (
            <p id="staff-email-error" className="mt-1 text-sm text-red-800">
              {t("desk.signIn.invalidEmail")}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClasses({ className: "w-full" })}>
          {t("desk.signIn.send")}
        </button>
      </Form>
      <div role="status" className="mt-4">
        {answer?.status === "sent" && <p>{t("desk.signIn.sent")}</p>}
        {answer?.status === "limited" && <p>{t("desk.signIn.limited")}</p>}
      </div>
    </div>
  );
}
