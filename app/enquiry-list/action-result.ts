import type { EnquiryOutcome } from "~/enquiries/form";

/** The answer to a form posted to /enquiry (actions.server.ts), as the page and the buttons read it. */
export type ListActionResult =
  | { intent: "add"; ok: true; name: string; quantity: number; count: number }
  | { intent: "add" | "quantity" | "remove"; ok: false; medicineId: string; error: string }
  | { intent: "quantity" | "remove"; ok: true; medicineId: string }
  | { intent: "send"; ok: boolean; outcome: EnquiryOutcome | { status: "empty" } };

/** A line of the list as the page shows it: the catalogue's current name, or the kept one when it left. */
export type ShownLine = { id: string; name: string; quantity: number; listed: boolean };
