import { useId } from "react";
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { HONEYPOT_FIELD } from "~/enquiries";
import type { MessageId } from "~/i18n/message-id";
import { useLocalizedHref, useT } from "~/i18n/use-translation";
import { medicineHref } from "~/catalogue";
import type { NotifyOutcome } from "../outcome";
import { NOTIFY_ANCHOR } from "../links";
import "~/i18n/areas/medicine";

/** What the medicine page's action answers to "Notify me". */
export type NotifyAnswer = { notify: NotifyOutcome | "failed" };

const ANSWER: Record<NotifyAnswer["notify"], MessageId> = {
  added: "notify.added",
  already: "notify.already",
  confirm: "notify.confirm",
  invalid: "notify.invalid",
  "rate-limited": "notify.rateLimited",
  "in-stock": "notify.inStock",
  failed: "notify.failed",
};

/** The answers that refuse what was typed: the field is marked invalid and keeps its text. */
const REFUSED = new Set<NotifyAnswer["notify"]>(["invalid", "rate-limited", "failed"]);

/** "Notify me when it is back" of an out-of-stock medicine's page: a link to the form below (docs/product.md 17.4). */
export function NotifyLink() {
  const t = useT();
  return (
    <p className="mt-3">
      <a href={`#${NOTIFY_ANCHOR}`} className="font-medium text-brand-800 underline underline-offset-2">
        {t("notify.link")}
      </a>
    </p>
  );
}

/**
 * The form: one field "Phone or e-mail" and "Notify me", posted to the medicine's page. With
 * JavaScript a fetcher posts it in place; without, the page comes back at this section
 * (the action's address ends in its anchor) with the answer. The answer is a `status`.
 */
export function NotifyForm({ medicine, answer }: { medicine: { id: string; name: string }; answer?: NotifyAnswer }) {
  const t = useT();
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const answerId = `${fieldId}-answer`;
  const fetcher = useFetcher<NotifyAnswer>();
  const shown = fetcher.data ?? answer;
  const refused = shown ? REFUSED.has(shown.notify) : false;
  const action = `${useLocalizedHref()(medicineHref(medicine.id))}#${NOTIFY_ANCHOR}`;
  return (
    <section
      id={NOTIFY_ANCHOR}
      aria-labelledby={`${fieldId}-heading`}
      className="scroll-mt-24 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id={`${fieldId}-heading`} className="text-lg font-semibold text-slate-900">
        {t("notify.heading")}
      </h2>
      <fetcher.Form method="post" action={action} className="mt-3 space-y-2">
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${fieldId}-${HONEYPOT_FIELD}`}>{t("notify.honeypot")}</label>
          <input
            id={`${fieldId}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <label htmlFor={fieldId} className="block font-medium text-slate-900">
          {t("notify.field")}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          {t("notify.hint")}
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            id={fieldId}
            name="contact"
            type="text"
            required
            maxLength={200}
            aria-invalid={refused || undefined}
            aria-describedby={shown ? `${hintId} ${answerId}` : hintId}
            className="min-w-0 flex-1 basis-56 rounded-md border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
          />
          <button type="submit" className={buttonClasses({ variant: "secondary" })}>
            {fetcher.state !== "idle" ? t("notify.sending") : t("notify.button")}
          </button>
        </div>
      </fetcher.Form>
      <p
        id={answerId}
        role="status"
        className={refused ? "mt-2 text-sm font-medium text-red-700" : "mt-2 text-sm font-medium text-green-800"}
      >
        {shown ? t(ANSWER[shown.notify], { name: medicine.name }) : null}
      </p>
    </section>
  );
}
