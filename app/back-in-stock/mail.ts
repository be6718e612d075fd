import type { Translate } from "~/i18n/translator";
import "~/i18n/areas/medicine";

/**
 * The back-in-stock e-mail (docs/product.md 17.4), in the language the buyer asked in: plain
 * text, the medicine's page and the stop link each alone on its line.
 */
export function backInStockEmail(
  values: { name: string; company: string; medicineUrl: string; stopUrl: string },
  t: Translate,
): { subject: string; text: string } {
  return {
    subject: t("notify.email.subject", { name: values.name }),
    text: [
      t("notify.email.back", { name: values.name, company: values.company }),
      "",
      t("notify.email.see"),
      values.medicineUrl,
      "",
      t("notify.email.why"),
      "",
      t("notify.email.stop"),
      values.stopUrl,
    ].join("\n"),
  };
}

/**
 * The first e-mail to a "Notify me" address (decision 66): it asks its owner to confirm, with the
 * confirm link alone on its line; whoever did not ask need do nothing.
 */
export function confirmEmail(
  values: { name: string; company: string; confirmUrl: string },
  t: Translate,
): { subject: string; text: string } {
  return {
    subject: t("notify.confirmEmail.subject", { company: values.company }),
    text: [
      t("notify.confirmEmail.asked", { name: values.name, company: values.company }),
      "",
      t("notify.confirmEmail.confirm"),
      values.confirmUrl,
      "",
      t("notify.confirmEmail.notYou"),
    ].join("\n"),
  };
}
