import type { StoredEnquiry } from "./store.server";
import { toCsv } from "~/csv";

/** The columns of an export, in order. */
export const EXPORT_COLUMNS = [
  "id",
  "createdAt",
  "name",
  "email",
  "message",
  "page",
  "status",
  "attempts",
  "lastError",
  "nextAttemptAt",
  "deliveredAt",
] as const satisfies readonly (keyof StoredEnquiry)[];

export type ExportedEnquiry = Omit<StoredEnquiry, "createdAt" | "nextAttemptAt" | "deliveredAt"> & {
  createdAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
};

/** An enquiry with its times as ISO 8601 text (UTC). */
export function exportedEnquiry(enquiry: StoredEnquiry): ExportedEnquiry {
  return {
    ...enquiry,
    createdAt: enquiry.createdAt.toISOString(),
    nextAttemptAt: enquiry.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: enquiry.deliveredAt?.toISOString() ?? null,
  };
}

export function enquiriesToJson(enquiries: readonly StoredEnquiry[]): string {
  return `${JSON.stringify(enquiries.map(exportedEnquiry), null, 2)}\n`;
}

/** CSV with a header row and CRLF line ends, as spreadsheets expect. */
export function enquiriesToCsv(enquiries: readonly StoredEnquiry[]): string {
  return toCsv(
    EXPORT_COLUMNS,
    enquiries.map(exportedEnquiry).map((enquiry) => EXPORT_COLUMNS.map((column) => enquiry[column])),
  );
}
