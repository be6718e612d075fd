import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await page.goto(base + "/medicines");
await page.waitForFunction(() => localStorage.getItem("pharma_medicines_cache") !== null);
await page.locator("[aria-keyshortcuts]").waitFor();
const box = page.getByRole("searchbox", { name: "Search catalogue" });
// warm
await box.evaluate((i) => (i.value = "amox")); await box.press("Enter"); await page.waitForURL(/amox/);
await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 100 }); await cdp.send("Profiler.start");
for (const t of ["para", "tab", "cetirizine", "vitamin", "syrup", "a"]) {
  await box.evaluate((i, t) => (i.value = t), t); await box.press("Enter"); await page.waitForURL((u) => u.searchParams.get("search") === t);
  await page.waitForTimeout(300);
}
const { profile } = await cdp.send("Profiler.stop");
writeFileSync("/tmp/page.cpuprofile", JSON.stringify(profile));
await browser.close();
