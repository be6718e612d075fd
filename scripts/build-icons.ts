// `npx tsx scripts/build-icons.ts`: renders public/icon.svg into the PNG icons the web app
// manifest and browsers ask for, with the Chromium the browser tests use. The PNGs are
// committed; run this again only when the SVG changes.
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";

const svg = readFileSync("public/icon.svg", "utf8");
const targets = [
  { file: "public/icon-192.png", size: 192, padding: 0 },
  { file: "public/icon-512.png", size: 512, padding: 0 },
  // Maskable icons need their content inside the central 80% safe zone.
  { file: "public/icon-maskable-512.png", size: 512, padding: 52, background: "#0f766e" },
  { file: "public/apple-touch-icon.png", size: 180, padding: 0 },
  // Served as /favicon.ico: browsers accept PNG data there.
  { file: "public/favicon.ico", size: 48, padding: 0 },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS],
});
const page = await browser.newPage();
for (const { file, size, padding, background } of targets) {
  await page.setViewportSize({ width: size, height: size });
  const inner = size - 2 * padding;
  await page.setContent(
    `<body style="margin:0;background:${background ?? "transparent"}"><div style="padding:${padding}px;width:${inner}px;height:${inner}px">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: file, type: "png", omitBackground: !background });
  console.log(`wrote ${file}`);
}
await browser.close();
