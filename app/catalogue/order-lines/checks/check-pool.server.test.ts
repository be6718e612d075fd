import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { readOrderText } from "../read-order-line";
import { worstCaseOrder } from "../../../../bench/order-lines/worst-case";
import { checkInThread, type CheckJob } from "./check-jobs.server";
import { createOrderChecks, type OrderChecks, type OrderCheckSettings } from "./check-pool.server";
import { excelWorkbook } from "../files/xlsx-files.test-support";
import { niceOf, threadIds } from "~/server/threads.test-support";
import { backgroundThreadNice, sourceWorker } from "~/server/worker-threads.server";

const { medicines } = catalogueFromGviz(readFileSync("data/sample-catalogue.gviz.txt", "utf8"));
/**
 * A 500-line order: every other line a medicine's name as a buyer writes it (a word misspelt in
 * some), the others lines of 20 words of the costliest order (bench/order-lines/worst-case.ts).
 */
const worst = worstCaseOrder(medicines).split("\n");
const order = worst
  .map((line, at) => {
    if (at % 2 === 1) return line;
    const name = medicines[(at * 7) % medicines.length]!.name;
    const written = at % 6 === 0 ? name.replace(/^(.)(.)/, "$2$1") : name;
    return `${written} - ${1 + (at % 9)}`;
  })
  .join("\n");
const orderJob: CheckJob = { kind: "order", lines: readOrderText(order).lines };

const logged: { level: string; message: string }[] = [];
const logger = {
  warn: (_: object, message: string) => void logged.push({ level: "warn", message }),
  error: (_: object, message: string) => void logged.push({ level: "error", message }),
};
const pools: OrderChecks[] = [];
function pool(settings: Partial<OrderCheckSettings> = {}, worker?: string): OrderChecks {
  const checks = createOrderChecks(
    { threads: 1, queue: 1, perClient: 2, ...settings },
    logger,
    worker ? sourceWorker(path.join(import.meta.dirname, worker)) : undefined,
  );
  pools.push(checks);
  return checks;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((checks) => checks.close()));
  logged.splice(0);
});

// Each pool starts its worker from the sources (tsx compiles them): seconds on a busy machine.
describe("order checks in worker threads", { timeout: 120_000 }, () => {
  it("answer as the request's own thread does: a 500-line order and the check table posted back", async () => {
    const checks = pool();
    const found = await checks.run("buyer", medicines, orderJob);
    if (!found.ok) throw new Error(found.reason);
    const expected = checkInThread(medicines, orderJob);
    expect(found.answer).toEqual(expected);
    // The very medicines of the request's catalogue, not copies.
    if (found.answer.kind !== "order" || expected.kind !== "order") throw new Error("not an order's answer");
    const offered = found.answer.matches.flatMap((match) => match.candidates);
    expect(orderJob.lines).toHaveLength(500);
    expect(offered.length).toBeGreaterThan(250);
    expect(found.answer.matches.filter((match) => match.chosen !== null).length).toBeGreaterThan(100);
    expect(offered.every((medicine) => medicines.includes(medicine))).toBe(true);

    const posted: CheckJob = {
      kind: "posted",
      rows: expected.matches
        .slice(0, 50)
        .map((match) => ({ written: match.written, nameText: match.reading.nameText })),
    };
    const again = await checks.run("buyer", medicines, posted);
    if (!again.ok) throw new Error(again.reason);
    expect(again.answer).toEqual(checkInThread(medicines, posted));
  });

  it("read an uploaded workbook in the worker with the pasted lines, answering as the request's thread does, its refusals included", async () => {
    const checks = pool();
    // Pasted lines, then the workbook's: a title row, the header, 300 named lines.
    const rows = [
      ["Purchase order"],
      ["Item Name", "Qty"],
      ...order
        .split("\n")
        .slice(0, 300)
        .map((line, at) => [line, at + 1]),
    ];
    const pasted = readOrderText(order.split("\n").slice(300, 350).join("\n")).lines;
    const job = (bytes: Uint8Array): CheckJob => ({
      kind: "order",
      lines: pasted,
      file: { name: "order.xlsx", bytes },
    });
    const workbook = excelWorkbook(rows);
    const expected = checkInThread(medicines, job(workbook.slice()));
    if (expected.kind !== "order") throw new Error(`refused in the thread: ${JSON.stringify(expected)}`);
    expect(expected.matches).toHaveLength(350);
    expect(expected.matches[50]!.reading.quantity).toBe(1);

    const sent = workbook.slice();
    const found = await checks.run("buyer", medicines, job(sent));
    if (!found.ok) throw new Error(found.reason);
    expect(found.answer).toEqual(expected);
    // Moved to the worker, not copied: the request's copy of the bytes is gone.
    expect(sent.byteLength).toBe(0);

    // A workbook cut short, one of 501 lines with the pasted: refused by the worker, with the reason the thread gives.
    const cut = await checks.run("buyer", medicines, job(workbook.slice(0, 600)));
    expect(cut).toEqual({ ok: true, answer: { kind: "refused", reason: "damaged" } });
    const many = excelWorkbook([["Name"], ...Array.from({ length: 451 }, (_, at) => [`Dolo ${at + 1}`])]);
    expect(await checks.run("buyer", medicines, job(many))).toEqual({
      ok: true,
      answer: { kind: "refused", reason: "lines" },
    });
  });

  it("refuse at once past the process's bound (threads and queue) and past one client's share; the others are answered", async () => {
    const checks = pool({ threads: 1, queue: 1, perClient: 1 });
    const outcomes = await Promise.all(["a", "b", "c", "a"].map((client) => checks.run(client, medicines, orderJob)));
    expect(outcomes.map((outcome) => (outcome.ok ? "checked" : outcome.reason))).toEqual([
      "checked",
      "checked",
      "busy",
      "busy",
    ]);
    expect(checks.load()).toEqual({ running: 0, waiting: 0, threads: 1, queue: 1 });
    // Room again once they are answered.
    expect((await checks.run("c", medicines, orderJob)).ok).toBe(true);
  });

  it("run below the priority of the thread that answers requests, which keeps its own", async () => {
    const ownNice = niceOf("/proc/thread-self/stat");
    const threadsBefore = threadIds();
    const checks = pool();
    expect((await checks.run("buyer", medicines, orderJob)).ok).toBe(true);
    // The worker's thread stays for its idle minute: the process's threads now include it.
    const workerNices = [...threadIds()]
      .filter((thread) => !threadsBefore.has(thread))
      .map((thread) => niceOf(`/proc/self/task/${thread}/stat`));
    expect(workerNices).toContain(backgroundThreadNice(ownNice));
    expect(niceOf("/proc/thread-self/stat")).toBe(ownNice);
    expect(backgroundThreadNice(ownNice)).toBeGreaterThan(ownNice);
  });

  it("answer 'failed' at once when the worker cannot even start, rather than holding the request", async () => {
    // Deadline far past the test's own timeout: only the worker's failure can answer in time.
    const checks = pool({ deadlineMs: 600_000 }, "no-such-worker.ts");
    expect(await checks.run("buyer", medicines, orderJob)).toEqual({ ok: false, reason: "failed" });
    expect(logged).toContainEqual({ level: "error", message: "an order-check worker failed" });
    expect(checks.load()).toEqual({ running: 0, waiting: 0, threads: 1, queue: 1 });
  });

  it("answer 'failed' at the deadline when the worker never answers", async () => {
    const checks = pool({ deadlineMs: 1_000 }, "stuck-worker.server.test-support.ts");
    expect(await checks.run("buyer", medicines, orderJob)).toEqual({ ok: false, reason: "failed" });
    expect(logged).toContainEqual({ level: "error", message: "an order check failed in its worker" });
  });

  it("answer a check whose worker crashed, say so in the log, and check the next in a new worker", async () => {
    const checks = pool({}, "crashing-worker.server.test-support.ts");
    const crash: CheckJob = { kind: "order", lines: readOrderText("crash\nDolo 650").lines };
    expect(await checks.run("buyer", medicines, crash)).toEqual({ ok: false, reason: "failed" });
    expect(logged).toContainEqual({ level: "error", message: "an order check failed in its worker" });
    const next = await checks.run("buyer", medicines, orderJob);
    expect(next.ok && next.answer).toEqual(checkInThread(medicines, orderJob));
  });
});
