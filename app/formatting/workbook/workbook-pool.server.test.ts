import path from "node:path";
import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import { niceOf, threadIds as threads } from "~/server/threads.test-support";
import { backgroundThreadNice, sourceWorker } from "~/server/worker-threads.server";
import { RUPEES_FORMAT, rowSlice, type WorkbookPlan } from "./workbook-plan";
import { closeWorkbooks, configureWorkbooks, WORKBOOK_THREAD_IDLE_MS, workbookBytes } from "./workbook-pool.server";

const FORMULA = '=HYPERLINK("http://example.com","Click")';
const plan = (sharedStrings: boolean): WorkbookPlan => ({
  creator: "Patna Pharma",
  title: "Order 12",
  created: "2026-12-07T10:00:00.000Z",
  sharedStrings,
  sheets: [
    {
      name: "Billing",
      columns: [
        { header: "Item", width: 30 },
        { header: "Rate", width: 12, rupees: true },
        { header: "Qty", width: 8 },
      ],
      autoFilter: true,
      printLandscape: true,
      // Two slices, as a long sheet's rows come.
      rowSlices: [
        rowSlice([
          ["Dolo 650 Tablet", 30.5, 10],
          [FORMULA, null, 2],
        ]),
        rowSlice([["डोलो", 12, null]]),
      ],
    },
    { name: "Totals", columns: [{ header: "Total", width: 16 }], rowSlices: [rowSlice([[42.25]])] },
  ],
});

async function readBack(bytes: Uint8Array<ArrayBuffer>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer);
  return workbook;
}

afterEach(async () => {
  await closeWorkbooks();
  configureWorkbooks({ worker: sourceWorker(path.join(import.meta.dirname, "workbook-worker.server.ts")) });
  configureWorkbooks({ idleMs: WORKBOOK_THREAD_IDLE_MS });
});

// Each thread loads its module from the sources (tsx compiles them) and exceljs: seconds on a busy machine.
describe("workbooks written in the workbook thread", { timeout: 120_000 }, () => {
  it.each([false, true])("hold every sheet, row and cell as planned (shared strings: %s)", async (sharedStrings) => {
    const workbook = await readBack(await workbookBytes(plan(sharedStrings)));
    expect(workbook.creator).toBe("Patna Pharma");
    expect(workbook.title).toBe("Order 12");
    expect(workbook.created.toISOString()).toBe("2026-12-07T10:00:00.000Z");
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Billing", "Totals"]);
    const billing = workbook.getWorksheet("Billing")!;
    expect(billing.getSheetValues().slice(1)).toEqual([
      [undefined, "Item", "Rate", "Qty"],
      [undefined, "Dolo 650 Tablet", 30.5, 10],
      // A formula's text stays text; an empty value is an empty cell.
      [undefined, FORMULA, undefined, 2],
      [undefined, "डोलो", 12],
    ]);
    expect(billing.getCell("A3").formula).toBeUndefined();
    expect(billing.getCell("B2").numFmt).toBe(RUPEES_FORMAT);
    expect(billing.getCell("C2").numFmt).toBeUndefined();
    expect(billing.getRow(1).font?.bold).toBe(true);
    expect(billing.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(billing.autoFilter).toBe("A1:C1");
    expect(billing.pageSetup).toMatchObject({ orientation: "landscape", fitToWidth: 1 });
    expect(workbook.getWorksheet("Totals")!.getCell("A2").value).toBe(42.25);
  });

  it("write in a thread below the serving thread's priority, which ends once idle and gives its memory back", async () => {
    configureWorkbooks({ idleMs: 500 });
    const ownNice = niceOf("/proc/thread-self/stat");
    const before = threads();
    await workbookBytes(plan(false));
    const started = [...threads()].filter((thread) => !before.has(thread));
    expect(started.map((thread) => niceOf(`/proc/self/task/${thread}/stat`))).toContain(backgroundThreadNice(ownNice));
    expect(niceOf("/proc/thread-self/stat")).toBe(ownNice);
    // Idle past its time, the thread is gone; the next workbook starts another.
    await expect.poll(() => started.filter((thread) => threads().has(thread)), { timeout: 30_000 }).toEqual([]);
    expect((await readBack(await workbookBytes(plan(true)))).worksheets).toHaveLength(2);
  });

  it("fail, rather than wait for ever, when the thread cannot start", async () => {
    await closeWorkbooks();
    configureWorkbooks({ worker: sourceWorker(path.join(import.meta.dirname, "no-such-worker.ts")) });
    await expect(workbookBytes(plan(false))).rejects.toThrow();
  });
});
