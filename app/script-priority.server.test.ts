import { describe, expect, it } from "vitest";
import { newScriptMark } from "./script-hashes.server";
import { withLowPriorityScripts } from "./script-priority.server";

describe("withLowPriorityScripts", () => {
  it("lowers the priority of this render's script preloads and keeps every other byte", () => {
    const mark = newScriptMark();
    const html = Buffer.from(
      `<head><link rel="modulepreload" href="/assets/shell-A1.js" nonce="${mark}"/>` +
        `<link rel="modulepreload" href="/assets/root-B2.js" nonce="${mark}"/><title>Crème ₹12</title></head>`,
      "utf8",
    );
    expect(withLowPriorityScripts(html, mark).toString("utf8")).toBe(
      `<head><link rel="modulepreload" fetchpriority="low" href="/assets/shell-A1.js" nonce="${mark}"/>` +
        `<link rel="modulepreload" fetchpriority="low" href="/assets/root-B2.js" nonce="${mark}"/><title>Crème ₹12</title></head>`,
    );
  });

  it("leaves alone a preload without this render's mark", () => {
    const mark = newScriptMark();
    const html = Buffer.from(`<link rel="modulepreload" href="/x.js" nonce="${newScriptMark()}"/>`);
    expect(withLowPriorityScripts(html, mark).equals(html)).toBe(true);
  });
});
