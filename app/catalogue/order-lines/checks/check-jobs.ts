import type { Medicine } from "~/catalogue/medicine/medicine";
import { matchOrder, matchPostedLine, type OrderMatch } from "../match-order";
import type { OrderLineMatch } from "../match-order-line";
import type { OrderLine } from "../read-order-line";

/**
 * What an order check does, as plain data that crosses to a worker and back
 * (docs/decisions/032-order-check-pool.md): the job, and its answer with each medicine as its
 * position in the catalogue's medicines, turned back into the very medicines on the request's side.
 */
export type CheckJob =
  /** "Find medicines": an order's lines (pasted and from a file), matched in the order written. */
  | { kind: "order"; lines: OrderLine[] }
  /** The check table posted back: each row's line and searched text, matched again. */
  | { kind: "posted"; rows: { written: string; nameText: string }[] };

type PlainMatch = Omit<OrderMatch, "candidates"> & { candidates: number[] };
export type PlainAnswer =
  { kind: "order"; matches: PlainMatch[] } | { kind: "posted"; rows: { match: PlainMatch; asWritten: string }[] };

export type CheckAnswer =
  { kind: "order"; matches: OrderMatch[] } | { kind: "posted"; rows: { match: OrderLineMatch; asWritten: string }[] };

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
    return { kind: "order", matches: matchOrder(medicines, job.lines).map((match) => plain(medicines, match)) };
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
