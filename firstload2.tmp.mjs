import { chromium } from "@playwright/test";
const [,, base, path] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--no-first-run"] });
const page = await browser.newPage();
await page.goto(base + path, { waitUntil: "networkidle" });
const r = await page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).map((e) => `${e.name.split("/").pop()} ${e.encodedBodySize} ${Math.round(e.startTime)}`));
console.log(r.join("\n"));
await browser.close();
