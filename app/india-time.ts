/**
 * Times as the company and its buyers read them: India time, whatever the server's or the
 * browser's zone ("23 Nov 2026, 11:35 pm"). One formatter, so the server's render and the
 * browser's hydration print the same text.
 */
const indiaDateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export function formatIndiaTime(date: Date): string {
  return indiaDateTime.format(date);
}

const indiaDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** The date in India: "23 Nov 2026". */
export function formatIndiaDate(date: Date): string {
  return indiaDate.format(date);
}

const indiaDayParts = new Intl.DateTimeFormat("en-IN", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** The date in India as YYYY-MM-DD, for file names: "2026-11-23". */
export function indiaIsoDate(date: Date): string {
  const parts = new Map(indiaDayParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.get("year")}-${parts.get("month")}-${parts.get("day")}`;
}
