import type { OrderUnit } from "~/catalogue";
import type { MessageId } from "~/i18n/message-id";
import type { Translate } from "~/i18n/translator";
import "~/i18n/areas/enquiry";

// A line's quantity with its unit (docs/product.md 12.2b), where the list shows and where it leaves:
// the page, the WhatsApp and e-mail text, the stored line. Pure: the page's script and the server share it.

const UNIT_MESSAGES: Record<OrderUnit, MessageId> = {
  strip: "enquiryList.unit.strip",
  bottle: "enquiryList.unit.bottle",
  tube: "enquiryList.unit.tube",
  jar: "enquiryList.unit.jar",
  packet: "enquiryList.unit.packet",
  pack: "enquiryList.unit.pack",
  box: "enquiryList.unit.box",
  bag: "enquiryList.unit.bag",
  container: "enquiryList.unit.container",
  vial: "enquiryList.unit.vial",
  ampoule: "enquiryList.unit.ampoule",
  cartridge: "enquiryList.unit.cartridge",
  pen: "enquiryList.unit.pen",
  syringe: "enquiryList.unit.syringe",
  sachet: "enquiryList.unit.sachet",
  kit: "enquiryList.unit.kit",
  respule: "enquiryList.unit.respule",
  inhaler: "enquiryList.unit.inhaler",
  tablet: "enquiryList.unit.tablet",
};

/** The unit's word for a quantity, in the translator's language: "strip" for 1, "strips" for 30. */
export function unitWord(unit: OrderUnit, quantity: number, t: Translate): string {
  return t(UNIT_MESSAGES[unit], { count: quantity });
}

/** "30 strips"; a plain "30" for a line without a unit. */
export function quantityText(quantity: number, unit: OrderUnit | undefined, t: Translate): string {
  return unit ? `${quantity} ${unitWord(unit, quantity, t)}` : String(quantity);
}
