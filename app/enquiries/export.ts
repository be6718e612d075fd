import type { StoredEnquiry } from "./store.server";

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

/**
 * One CSV field (RFC 4180). Text a visitor typed that starts like a formula (= + - @) gets a
 * leading ' so that a spreadsheet shows it instead of evaluating it.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV with a header row and CRLF line ends, as spreadsheets expect. */
export function enquiriesToCsv(enquiries: readonly StoredEnquiry[]): string {
  const lines = [EXPORT_COLUMNS.join(",")];
  for (const enquiry of enquiries.map(exportedEnquiry)) {
    lines.push(EXPORT_COLUMNS.map((column) => csvField(enquiry[column])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
