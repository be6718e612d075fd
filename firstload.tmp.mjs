import { chromium } from "@playwright/test";
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--no-first-run"] });
for (const path of paths) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: "networkidle" });
  const r = await page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).map((e) => ({ n: e.name.split("/").pop(), b: e.encodedBodySize })));
  console.log(path, "scripts", r.length, "KB(br)", (r.reduce((a, e) => a + e.b, 0) / 1024).toFixed(1));
  await context.close();
}
await browser.close();
