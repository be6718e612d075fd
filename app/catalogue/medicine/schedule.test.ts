import { describe, expect, it } from "vitest";
import {
  needsPrescription,
  readSchedule,
  SCHEDULES,
  scheduleBadge,
  scheduleFilterLabel,
  scheduleOfParam,
  scheduleParam,
  scheduleWarning,
  type Schedule,
} from "./schedule";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");

const H_WARNING =
  "Schedule H drug – Warning: To be sold by retail on the prescription of a Registered Medical Practitioner only";

describe("readSchedule: the sheet's schedule cell (docs/product.md 11.4)", () => {
  it.each([
    ["H", "H"],
    ["h1", "H1"],
    ["Sch H1", "H1"],
    ["Sch. H", "H"],
    ["Schedule-H1", "H1"],
    ["Schedule H", "H"],
    ["SCHEDULE H1 DRUG", "H1"],
    ["ScheduleH1", "H1"],
    ["Sch.X", "X"],
    ["  g  ", "G"],
    ["H1 (Rx)", "H1"],
    ["NRx", "NRx"],
    ["Narcotic", "NRx"],
    ["NDPS", "NRx"],
    ["otc", "OTC"],
    ["Over the counter", "OTC"],
    ["Non-prescription", "OTC"],
    ["Non Rx", "OTC"],
    ["non-rx", "OTC"],
  ] as const)("reads %j as %s", (cell, schedule) => {
    expect(readSchedule(cell)).toBe(schedule);
  });

  // A wrong schedule on a medicine's label is worse than none: these are reported, not guessed.
  it.each(["H2", "Rx", "Yes", "Y", "Schedule", "Sch.", "HX", "H or H1", "Schedule K", "", "   "])(
    "does not guess %j",
    (cell) => {
      expect(readSchedule(cell)).toBeUndefined();
    },
  );
});

describe("what each schedule shows", () => {
  it.each([
    ["H", "Schedule H", H_WARNING],
    [
      "H1",
      "Schedule H1",
      "Schedule H1 Drug – Warning: It is dangerous to take this preparation except in accordance with the medical advice. " +
        "Not to be sold by retail without the prescription of a Registered Medical Practitioner.",
    ],
    [
      "X",
      "Schedule X",
      "Schedule X drug – Warning: To be sold by retail on the prescription of a Registered Medical Practitioner only",
    ],
    ["G", "Schedule G", "Caution: It is dangerous to take this preparation except under medical supervision"],
    ["NRx", "Schedule NRx", H_WARNING],
    ["OTC", "OTC", undefined],
  ] as const)("%s: badge %j and its Rule 97 wording", (schedule, badge, warning) => {
    expect(scheduleBadge(schedule, en)).toBe(badge);
    expect(scheduleWarning(schedule, en)).toBe(warning);
  });

  it("H, H1, X and NRx need a prescription; G and OTC do not", () => {
    expect(SCHEDULES.filter(needsPrescription)).toEqual(["H", "H1", "X", "NRx"]);
  });

  it("names each schedule in the filter", () => {
    expect(SCHEDULES.map((schedule) => scheduleFilterLabel(schedule, en))).toEqual([
      "Schedule H",
      "Schedule H1",
      "Schedule X",
      "Schedule G",
      "Schedule NRx (narcotic)",
      "OTC (no schedule)",
    ]);
  });
});

describe("the schedule in a URL", () => {
  it("is the lower-case schedule, read back to the same schedule", () => {
    expect(SCHEDULES.map(scheduleParam)).toEqual(["h", "h1", "x", "g", "nrx", "otc"]);
    for (const schedule of SCHEDULES) expect(scheduleOfParam(scheduleParam(schedule))).toBe<Schedule>(schedule);
  });

  it("reads nothing else", () => {
    for (const param of ["", "H1", "h2", "schedule-h", "rx"]) expect(scheduleOfParam(param)).toBeUndefined();
  });
});
