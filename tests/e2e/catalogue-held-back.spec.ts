import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test, expect, SAMPLE_GVIZ } from "./support/fixtures";

/** A valid sheet answer with its header and no rows: a sheet emptied by mistake, or a filter view saved over it. */
const EMPTY_SHEET = `/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify({
  version: "0.6",
  status: "ok",
  table: { cols: [{ id: "A", label: "Product Name", type: "string" }], rows: [] },
})});`;

test.describe("a sheet gone wrong never empties the site", () => {
  // Servers of their own, one test two in a row: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("an emptied sheet is held back: the site keeps its catalogue, also after a restart, and healthz says why", async ({
    page,
    sheet,
    startApp,
  }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "pharma-held-back-"));
    try {
      sheet.set("emptied", { body: SAMPLE_GVIZ });
      const source = { CATALOGUE_SOURCE: sheet.url("emptied"), CATALOGUE_REFRESH_SECONDS: "1" };
      const app = await startApp(source, { dataDir });
      await page.goto(`${app.url}/medicines`);
      const count = await page.getByRole("status").textContent();
      expect(count).toMatch(/Showing 1–24 of \d+ medicines/);
      const served = await (await page.request.get(`${app.url}/healthz`)).json();

      sheet.set("emptied", { body: EMPTY_SHEET });
      await expect
        .poll(async () => (await (await page.request.get(`${app.url}/healthz`)).json()).status)
        .toBe("degraded");
      const health = await (await page.request.get(`${app.url}/healthz`)).json();
      expect(health).toMatchObject({
        medicines: served.medicines,
        version: served.version,
        heldBack: { medicines: 0 },
        reason: `catalogue held back: the sheet has no medicines; the last good catalogue has ${served.medicines}`,
      });
      await page.reload();
      await expect(page.getByRole("status")).toHaveText(count ?? "");
      const logged = app.logs.filter((line) => line.includes("catalogue held back")).map((line) => JSON.parse(line));
      expect(logged[0]).toMatchObject({
        level: 50,
        msg: expect.stringContaining("npm run catalogue:check -- --accept"),
      });
      await app.stop();

      // The held-back sheet was never kept: a restart serves the last good catalogue still.
      const restarted = await startApp(source, { dataDir });
      await page.goto(`${restarted.url}/medicines`);
      await expect(page.getByRole("status")).toHaveText(count ?? "");
      await expect
        .poll(async () => (await (await page.request.get(`${restarted.url}/healthz`)).json()).status)
        .toBe("degraded");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test("a restart while the sheet hangs serves the catalogue kept on disk at once", async ({
    page,
    sheet,
    startApp,
  }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "pharma-hanging-"));
    try {
      sheet.set("hanging", { body: SAMPLE_GVIZ });
      const first = await startApp({ CATALOGUE_SOURCE: sheet.url("hanging") }, { dataDir });
      const before = await (await page.request.get(`${first.url}/healthz`)).json();
      await first.stop();

      // The sheet takes ten minutes to answer, and the server would wait that long for it.
      sheet.set("hanging", { body: SAMPLE_GVIZ, delayMs: 600_000 });
      const second = await startApp(
        { CATALOGUE_SOURCE: sheet.url("hanging"), CATALOGUE_FETCH_TIMEOUT_MS: "600000" },
        { dataDir },
      );
      await page.goto(`${second.url}/medicines`);
      await expect(page.getByRole("status")).toContainText(`of ${before.medicines} medicines`);
      const health = await (await page.request.get(`${second.url}/healthz`)).json();
      // Served from disk, the sheet asked and still unanswered.
      expect(health).toMatchObject({ status: "ok", version: before.version, checkedAt: null });
      await expect.poll(() => sheet.requests("hanging")).toBe(2);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test("healthz names the kind of source, never the sheet's address", async ({ request, sheet, startApp }) => {
    sheet.set("private-address", { body: SAMPLE_GVIZ });
    const url = sheet.url("private-address");
    const app = await startApp({ CATALOGUE_SOURCE: `${url}?key=secret-token` });
    const text = await (await request.get(`${app.url}/healthz`)).text();
    expect(JSON.parse(text)).toMatchObject({ status: "ok", source: "URL" });
    expect(text).not.toContain("private-address");
    expect(text).not.toContain(new URL(url).host);
  });
});
