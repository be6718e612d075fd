import { chromium } from "@playwright/test";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [w, h] of [[390, 844], [1280, 900]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  await page.goto(base + "/medicines");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null && localStorage.getItem("pharma_medicines_cache") !== null, null, { timeout: 60000 });
  await context.setOffline(true);
  await page.goto(base + "/medicines?search=amox");
  await page.getByText("You are offline").waitFor();
  await page.screenshot({ path: `/tmp/offline-${w}.png` });
  await page.goto(base + "/about");
  await page.screenshot({ path: `/tmp/offline-page-${w}.png` });
  await context.close();
}
await browser.close();
