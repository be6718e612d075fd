import type { MessageId } from "~/i18n/message-id";
import type { Translate } from "~/i18n/translator";

/**
 * Drug schedules as Indian labels print them (docs/product.md 11.4): the optional schedule column
 * of the sheet, its badge, and the label wording Rule 97 of the Drugs Rules, 1945 prescribes.
 *
 * A plain list, no zod: the browser's copy codec and the catalogue filter share it.
 */
export const SCHEDULES = ["H", "H1", "X", "G", "NRx", "OTC"] as const;
export type Schedule = (typeof SCHEDULES)[number];

/** The value a schedule has in a URL (`?schedule=h1`): lower case, one per schedule. */
export function scheduleParam(schedule: Schedule): string {
  return schedule.toLowerCase();
}

export function scheduleOfParam(param: string): Schedule | undefined {
  return SCHEDULES.find((schedule) => scheduleParam(schedule) === param);
}

/**
 * Words that may stand before or after a schedule's letters in a sheet ("Sch. H1", "Schedule-H
 * drug", "H1 (Rx)"). Anything else makes the value unreadable: reported, never guessed.
 */
const NOISE = new Set(["sch", "schedule", "drug", "drugs", "rx", "category", "cat", "list"]);

/** Compact spellings of each schedule, after the noise words are gone. */
const SPELLINGS = new Map<string, Schedule>([
  ["h", "H"],
  ["h1", "H1"],
  ["x", "X"],
  ["g", "G"],
  ["nrx", "NRx"],
  ["narcotic", "NRx"],
  ["ndps", "NRx"],
  ["otc", "OTC"],
  ["overthecounter", "OTC"],
  ["nonprescription", "OTC"],
  ["nonrx", "OTC"],
]);

/**
 * The schedule a sheet cell names: "H1", "Sch H1", "schedule-h1", "Schedule H1 drug", "NRx",
 * "OTC", "Over the counter". Undefined for an empty cell and for anything else ("H2", "Rx",
 * "Yes"): the caller reports it.
 */
export function readSchedule(text: string): Schedule | undefined {
  const words = text
    .toLowerCase()
    // "Non Rx", "non-Rx": the "rx" belongs to the "non", it is not the noise word "Rx".
    .replace(/\bnon[^a-z0-9]*rx\b/g, "nonrx")
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  // "ScheduleH", "SchH1": the noise word may be glued to the letters. A noise word on its own
  // stays whole ("schedule" is not "sch" glued to "edule").
  const meaningful = words
    .map((word) => (NOISE.has(word) ? word : word.replace(/^(schedule|sch)(?=[a-z0-9])/, "")))
    .filter((word) => !NOISE.has(word));
  if (meaningful.length === 0) {
    // "Rx" alone says prescription, not which schedule.
    return undefined;
  }
  return SPELLINGS.get(meaningful.join(""));
}

/** Schedules whose medicines are sold only on a prescription (Rule 65 and Rule 97). */
const PRESCRIPTION_ONLY: ReadonlySet<Schedule> = new Set(["H", "H1", "X", "NRx"]);

export function needsPrescription(schedule: Schedule): boolean {
  return PRESCRIPTION_ONLY.has(schedule);
}

const BADGES: Record<Schedule, MessageId> = {
  H: "schedule.badge.H",
  H1: "schedule.badge.H1",
  X: "schedule.badge.X",
  G: "schedule.badge.G",
  NRx: "schedule.badge.NRx",
  OTC: "schedule.badge.OTC",
};

/** The badge on cards and the detail page: "Schedule H1"; over-the-counter medicines say "OTC". */
export function scheduleBadge(schedule: Schedule, t: Translate): string {
  return t(BADGES[schedule]);
}

/** What the Schedule filter calls each option. */
const FILTER_LABELS: Record<Schedule, MessageId> = {
  H: "schedule.filter.H",
  H1: "schedule.filter.H1",
  X: "schedule.filter.X",
  G: "schedule.filter.G",
  NRx: "schedule.filter.NRx",
  OTC: "schedule.filter.OTC",
};

export function scheduleFilterLabel(schedule: Schedule, t: Translate): string {
  return t(FILTER_LABELS[schedule]);
}

/**
 * The label wording of Rule 97 of the Drugs Rules, 1945 for a schedule; undefined for OTC, which
 * has none. NRx (narcotic and psychotropic substances) carries the Schedule H warning under the
 * red "NRx" symbol; Schedule X the same warning under "XRx". The English is the Rule's own.
 */
const WARNINGS: Record<Schedule, MessageId | undefined> = {
  H: "schedule.warning.H",
  H1: "schedule.warning.H1",
  X: "schedule.warning.X",
  G: "schedule.warning.G",
  NRx: "schedule.warning.H",
  OTC: undefined,
};

export function scheduleWarning(schedule: Schedule, t: Translate): string | undefined {
  const warning = WARNINGS[schedule];
  return warning === undefined ? undefined : t(warning);
}
