import type { Medicine } from "~/catalogue/medicine/medicine";
import { matchOrder, matchPostedLine, type OrderMatch } from "../match-order";
import type { OrderLineMatch } from "../match-order-line";
import type { OrderLine } from "../read-order-line";
import { ORDER_MAX_LINES } from "../order-input";
import { readOrderFile, type OrderFile, type OrderFileRefusal } from "../files/order-file.server";

/**
 * What an order check does, as plain data that crosses to a worker and back
 * (docs/decisions/032-order-check-pool.md): the job, and its answer with each medicine as its
 * position in the catalogue's medicines, turned back into the very medicines on the request's side.
 */
export type CheckJob =
  /**
   * "Find medicines": the pasted lines, then the uploaded file's (read here too: unzipping and
   * parsing an .xlsx costs as much as matching), matched in the order written. The file's bytes
   * are transferred to the worker, not copied (check-pool.server.ts).
   */
  | { kind: "order"; lines: OrderLine[]; file?: OrderFile }
  /** The check table posted back: each row's line and searched text, matched again. */
  | { kind: "posted"; rows: { written: string; nameText: string }[] };

/**
 * An order refused before any line is matched: its file (order-file.server.ts says why; `line`, the
 * start of an overlong line), or its lines together: none, or more than {@link ORDER_MAX_LINES}.
 */
export type OrderRefusal = { kind: "refused"; reason: OrderFileRefusal | "empty"; line?: string };

type PlainMatch = Omit<OrderMatch, "candidates"> & { candidates: number[] };
export type PlainAnswer =
  | { kind: "order"; matches: PlainMatch[] }
  | { kind: "posted"; rows: { match: PlainMatch; asWritten: string }[] }
  | OrderRefusal;

export type CheckAnswer =
  | { kind: "order"; matches: OrderMatch[] }
  | { kind: "posted"; rows: { match: OrderLineMatch; asWritten: string }[] }
  | OrderRefusal;

const positionsOf = new WeakMap<readonly Medicine[], Map<Medicine, number>>();

function plain(medicines: readonly Medicine[], match: OrderMatch): PlainMatch {
  let positions = positionsOf.get(medicines);
  if (!positions) {
    positions = new Map(medicines.map((medicine, at) => [medicine, at]));
    positionsOf.set(medicines, positions);
  }
  const at = positions;
  return { ...match, candidates: match.candidates.map((medicine) => at.get(medicine)!) };
}

function matchOf(medicines: readonly Medicine[], match: PlainMatch): OrderMatch {
  return { ...match, candidates: match.candidates.map((position) => medicines[position]!) };
}

/** Runs a job over a catalogue (in a worker, or in the request's thread). */
export function runCheck(medicines: readonly Medicine[], job: CheckJob): PlainAnswer {
  if (job.kind === "order") {
    const lines = [...job.lines];
    if (job.file) {
      const read = readOrderFile(job.file);
      if (!read.ok)
        return { kind: "refused", reason: read.reason, ...(read.line === undefined ? {} : { line: read.line }) };
      lines.push(...read.lines);
    }
    if (lines.length === 0) return { kind: "refused", reason: "empty" };
    if (lines.length > ORDER_MAX_LINES) return { kind: "refused", reason: "lines" };
    return { kind: "order", matches: matchOrder(medicines, lines).map((match) => plain(medicines, match)) };
  }
  return {
    kind: "posted",
    rows: job.rows.map(({ written, nameText }) => {
      const { match, asWritten } = matchPostedLine(medicines, written, nameText);
      return { match: plain(medicines, match), asWritten };
    }),
  };
}

/** A worker's answer with the request's own medicines in place of their positions. */
export function answerOf(medicines: readonly Medicine[], answer: PlainAnswer): CheckAnswer {
  if (answer.kind === "refused") return answer;
  if (answer.kind === "order")
    return { kind: "order", matches: answer.matches.map((match) => matchOf(medicines, match)) };
  return {
    kind: "posted",
    rows: answer.rows.map(({ match, asWritten }) => ({ match: matchOf(medicines, match), asWritten })),
  };
}

/** A job run in the request's own thread, as a worker runs it: what the pool's answers are compared with. */
export function checkInThread(medicines: readonly Medicine[], job: CheckJob): CheckAnswer {
  return answerOf(medicines, runCheck(medicines, job));
}
