/** The output of `npm run search:misses` (scripts/search-misses.ts): pure, so it is tested directly. */
import type { SearchMiss } from "~/catalogue/search-misses/store.server";
import { toCsv } from "~/formatting/csv";

export const FORMATS = ["table", "csv", "json"] as const;
export type Format = (typeof FORMATS)[number];

const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

/** `--since 12h`, `7d`, `2w`: the time that long before `now`; null when the text is no such period. */
export function parseSince(text: string, now: Date): Date | null {
  const match = /^(\d{1,6})([hdw])$/.exec(text.trim());
  if (!match) return null;
  return new Date(now.getTime() - Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]);
}

type ExportedMiss = { text: string; count: number; firstSeen: string; lastSeen: string };

/** A miss with its times as ISO 8601 text (UTC). */
function exported(miss: SearchMiss): ExportedMiss {
  return {
    text: miss.text,
    count: miss.count,
    firstSeen: miss.firstSeen.toISOString(),
    lastSeen: miss.lastSeen.toISOString(),
  };
}

export function formatMisses(misses: readonly SearchMiss[], format: Format): string {
  const rows = misses.map(exported);
  if (format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  if (format === "csv") {
    return toCsv(
      ["text", "count", "firstSeen", "lastSeen"],
      rows.map((row) => [row.text, row.count, row.firstSeen, row.lastSeen]),
    );
  }
  if (rows.length === 0) return "No searches that found nothing.\n";
  // Minutes are enough to read; the other formats keep the milliseconds.
  const time = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
  const table = [
    ["Count", "Search", "Last seen", "First seen"],
    ...rows.map((row) => [String(row.count), row.text, time(row.lastSeen), time(row.firstSeen)]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => [...cells[column]!].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padStart(widths[column]!) : cell + " ".repeat(widths[column]! - [...cell].length),
      )
      .join("  ")
      .trimEnd();
  return `${[line(table[0]!), line(widths.map((width) => "-".repeat(width))), ...table.slice(1).map(line)].join("\n")}\n`;
}
