import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test, expect, SAMPLE_GVIZ } from "./support/fixtures";

test.describe("the catalogue source: upstream failures and recovery", () => {
  // Each test starts a server of its own (one test, two); on a busy machine that takes a while.
  test.describe.configure({ timeout: 90_000 });
  test("an upstream 500 with no catalogue yet shows the error panel with the status text", async ({
    page,
    sheet,
    startApp,
  }) => {
    sheet.set("down", { status: 500 });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("down") });
    await page.goto(`${app.url}/medicines`);
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "Error Loading Data" })).toBeVisible();
    await expect(alert).toContainText("Network response was not ok: Internal Server Error");
    // One attempt and three retries (docs/product.md §9).
    expect(sheet.requests("down")).toBe(4);
  });

  test("a malformed body shows the gviz format error", async ({ page, sheet, startApp }) => {
    sheet.set("html", { body: "<!DOCTYPE html><html><body>Sign in to continue</body></html>" });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("html") });
    await page.goto(`${app.url}/medicines`);
    await expect(page.getByRole("alert")).toContainText("Invalid GViz response format.");
    const health = await (await page.request.get(`${app.url}/healthz`)).json();
    expect(health).toMatchObject({
      status: "error",
      medicines: 0,
      lastError: { message: "Invalid GViz response format." },
    });
  });

  test("a sheet error response shows the sheet's own message, not an empty catalogue", async ({
    page,
    sheet,
    startApp,
  }) => {
    sheet.set("sheet-error", {
      body: `/*O_o*/\ngoogle.visualization.Query.setResponse({"version":"0.6","reqId":"0","status":"error","errors":[{"reason":"invalid_query","message":"INVALID_QUERY","detailed_message":"Invalid query: NO_COLUMN: C"}]});`,
    });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("sheet-error") });
    await page.goto(`${app.url}/medicines`);
    await expect(page.getByRole("alert")).toContainText("Invalid query: NO_COLUMN: C");
  });

  test("an outage after a good load keeps the catalogue served", async ({ page, sheet, startApp }) => {
    sheet.set("flaky", { body: SAMPLE_GVIZ });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("flaky"), CATALOGUE_REFRESH_SECONDS: "1" });
    await page.goto(`${app.url}/medicines`);
    const count = await page.getByRole("status").textContent();
    expect(count).toMatch(/Showing 1–24 of \d+ medicines/);

    sheet.set("flaky", { status: 503 });
    await expect.poll(async () => (await (await page.request.get(`${app.url}/healthz`)).json()).status).toBe("stale");
    await page.reload();
    await expect(page.getByRole("status")).toHaveText(count ?? "");
    await expect(page.getByRole("alert")).toHaveCount(0);
    const health = await (await page.request.get(`${app.url}/healthz`)).json();
    expect(health.lastError.message).toBe("Network response was not ok: Service Unavailable");
  });

  test("a restart during an outage serves the last good catalogue kept on disk", async ({ page, sheet, startApp }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "pharma-restart-"));
    sheet.set("restart", { body: SAMPLE_GVIZ });
    const first = await startApp({ CATALOGUE_SOURCE: sheet.url("restart") }, { dataDir });
    const healthBefore = await (await page.request.get(`${first.url}/healthz`)).json();
    await first.stop();

    sheet.set("restart", { status: 500 });
    const second = await startApp({ CATALOGUE_SOURCE: sheet.url("restart") }, { dataDir });
    await page.goto(`${second.url}/medicines`);
    await expect(page.getByRole("status")).toContainText(`of ${healthBefore.medicines} medicines`);
    // The kept catalogue is served at once; the sheet is read in the background, and fails.
    await expect
      .poll(async () => (await (await page.request.get(`${second.url}/healthz`)).json()).status)
      .toBe("stale");
    const health = await (await page.request.get(`${second.url}/healthz`)).json();
    expect(health).toMatchObject({ version: healthBefore.version, medicines: healthBefore.medicines });
    await second.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("healthz reports the catalogue without secrets in the source", async ({ request, sheet, startApp }) => {
    sheet.set("health", { body: SAMPLE_GVIZ });
    const app = await startApp({ CATALOGUE_SOURCE: `${sheet.url("health")}?key=secret-token` });
    const response = await request.get(`${app.url}/healthz`);
    expect(response.status()).toBe(200);
    const health = await response.json();
    expect(health).toMatchObject({ status: "ok", lastError: null });
    expect(health.medicines).toBeGreaterThan(400);
    expect(health.version).toMatch(/^[0-9a-f]{16}$/);
    expect(new Date(health.loadedAt).getTime()).not.toBeNaN();
    expect(health.source).toBe("URL");
    expect(JSON.stringify(health)).not.toContain("secret-token");
  });
});
