import { INTL_LOCALE, LANGUAGES, type Language } from "~/i18n/languages";

/**
 * Times as the company and its buyers read them: India time, whatever the server's or the
 * browser's zone ("23 Nov 2026, 11:35 pm"). One formatter, so the server's render and the
 * browser's hydration print the same text.
 */
const indiaDateTime = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(INTL_LOCALE[language], {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Kolkata",
      // Hindi's 12-hour clock prints Latin "am"/"pm"; the 24-hour clock needs no words.
      hourCycle: language === "hi" ? "h23" : undefined,
    }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** "23 Nov 2026, 11:35 pm"; in Hindi "23 नव॰ 2026, 23:35". */
export function formatIndiaTime(date: Date, language: Language = "en"): string {
  return indiaDateTime[language].format(date);
}

const indiaDate = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: "medium", timeZone: "Asia/Kolkata" }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** The date in India: "23 Nov 2026"; in Hindi "23 नव॰ 2026". */
export function formatIndiaDate(date: Date, language: Language = "en"): string {
  return indiaDate[language].format(date);
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

/** India keeps one offset all year (UTC+5:30, no summer time). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The India day holding `date`: its first instant and the next day's first instant (UTC). */
export function indiaDayBounds(date: Date): { from: Date; to: Date } {
  const local = date.getTime() + INDIA_OFFSET_MS;
  const start = local - (((local % 86_400_000) + 86_400_000) % 86_400_000) - INDIA_OFFSET_MS;
  return { from: new Date(start), to: new Date(start + 86_400_000) };
}
