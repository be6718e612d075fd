import type { EnquiryOutcome, EnquiryValues } from "~/enquiries";
import type { OrderUnit, Scheme } from "~/catalogue";
import type { EnquiryLine } from "./list";
import type { OrderCheck } from "./order-lines/order-check";

/** A stored order as the list's page names it after sending: "Order {number}", "Open your order" (its page's path). */
export type SentOrder = { number: number; path: string };

/** What was typed into the list's form, given back with an answer that did not send it. */
export type TypedForm = {
  /** Each line's quantity as typed, by medicine id. */
  quantities: Record<string, string>;
  /** The enquiry form's fields, when any was filled. */
  contact: EnquiryValues | null;
};

/** The answer to a form posted to /enquiry (actions.server.ts), as the page and the buttons read it. */
export type ListActionResult =
  | { intent: "add"; ok: true; name: string; quantity: number; count: number }
  | { intent: "add" | "quantity"; ok: false; medicineId: string; error: string }
  | { intent: "quantity" | "remove"; ok: true; medicineId: string }
  /** The list's form's quantities kept ("Update"), without JavaScript: the rest of the form comes back as typed. */
  | { intent: "save"; ok: true; typed: TypedForm }
  /** A typed quantity refused (docs/product.md 12.5): nothing was kept or sent. */
  | { intent: "lines"; ok: false; medicineId: string; error: string; typed: TypedForm }
  | { intent: "send"; ok: boolean; outcome: EnquiryOutcome | { status: "empty" }; order?: SentOrder }
  /**
   * "Send on WhatsApp" / "Send by e-mail" with JavaScript (docs/product.md 12.3b): the order stored
   * (`order`, null when it could not be: the rate limit, the database) and the address to open,
   * or, when it was not stored and is too long to go whole, why it cannot leave from here.
   */
  | {
      intent: "whatsapp" | "email";
      ok: true;
      href: string;
      order: SentOrder | null;
      /** This answer's own id: the page opens each answer's address once, however often it renders. */
      answerId: string;
    }
  | { intent: "whatsapp" | "email"; ok: false; error: string }
  /** "Save list as a link": the address (null when the list is too long for one), the form as typed. */
  | { intent: "link"; ok: true; href: string | null; typed: TypedForm }
  /** A saved list that could not be opened: changed, outdated, or too many lines with the list. */
  | { intent: "restore"; ok: false; error: string }
  /** "Find medicines" (docs/product.md 12.11): the check table, or why the order was refused and what was pasted. */
  | { intent: "order-find"; ok: true; check: OrderCheck }
  | { intent: "order-find"; ok: false; error: string; pasted: string }
  /** "Add to enquiry list" refused, or not all added: the table again with the lines named. */
  | { intent: "order-add"; ok: false; check: OrderCheck };

/** What the list's page was opened with (`?saved=`): a saved list to open, or a link that cannot be. */
export type SavedListView = { lines: ShownLine[]; value: string } | { refused: true };

/**
 * A line of the list as the page shows it: the catalogue's current name, or the kept one when it
 * left (`listed` false); a free-text line as written (never listed). What the catalogue says of a
 * listed medicine now, looked up by its id (never kept in the cookie): its pack, manufacturer, the
 * unit it is ordered in, and its rate where the sheet has one (not an MRP).
 */
export type ShownLine = EnquiryLine & {
  listed: boolean;
  pack?: string;
  manufacturer?: string;
  unit?: OrderUnit;
  rate?: number;
  /** Units in stock, when the sheet has a stock column: an out-of-stock line says so (docs/product.md 12.2e). */
  stock?: number;
  scheme?: Scheme;
  /** The medicine's composition: an out-of-stock line links to the medicines that share it. */
  composition?: string;
};
