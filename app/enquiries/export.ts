import type { StoredEnquiry } from "./enquiry-store";
import { toCsv, type CsvValue } from "~/formatting/csv";

/** The columns of an enquiry in the CSV export, in order. */
export const EXPORT_COLUMNS = [
  "id",
  "createdAt",
  "name",
  "email",
  "phone",
  "shop",
  "drugLicence",
  "gstin",
  "city",
  "message",
  "page",
  "status",
  "attempts",
  "lastError",
  "nextAttemptAt",
  "deliveredAt",
] as const satisfies readonly (keyof StoredEnquiry)[];

/** The columns of one enquiry list line, after the enquiry's own (docs/product.md 12.3). */
export const LINE_COLUMNS = [
  "line",
  "medicineId",
  "medicineName",
  "notInCatalogue",
  "pack",
  "manufacturer",
  "quantity",
  "unit",
] as const;

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

/** Every enquiry with its lines (an empty list for a contact message). */
export function enquiriesToJson(enquiries: readonly StoredEnquiry[]): string {
  return `${JSON.stringify(enquiries.map(exportedEnquiry), null, 2)}\n`;
}

/**
 * CSV with a header row and CRLF line ends, as spreadsheets expect: one row per line of an
 * enquiry list, the enquiry repeated on each, so a spreadsheet can filter and total by medicine;
 * a contact message is one row with the line columns empty.
 */
export function enquiriesToCsv(enquiries: readonly StoredEnquiry[]): string {
  const rows = enquiries.map(exportedEnquiry).flatMap((enquiry) => {
    const own: CsvValue[] = EXPORT_COLUMNS.map((column) => enquiry[column]);
    if (enquiry.lines.length === 0) return [[...own, ...LINE_COLUMNS.map(() => null)]];
    return enquiry.lines.map((line, at) => [
      ...own,
      at + 1,
      line.medicineId,
      line.name,
      line.notInCatalogue ? "yes" : "no",
      line.pack,
      line.manufacturer,
      line.quantity,
      line.unit,
    ]);
  });
  return toCsv([...EXPORT_COLUMNS, ...LINE_COLUMNS], rows);
}
