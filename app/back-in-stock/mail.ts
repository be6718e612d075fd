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
