import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress";

describe("precompress", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes brotli and gzip copies beside each text file, nested ones included, that decode to the file", async () => {
    mkdirSync(path.join(dir, "assets"));
    const script = `export const list = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `medicine ${i}`))};`;
    const style = ".card{padding:1rem}".repeat(100);
    writeFileSync(path.join(dir, "assets", "manifest-1.js"), script);
    writeFileSync(path.join(dir, "app.css"), style);

    const results = await precompress(dir);

    expect(results.map((result) => result.file).sort()).toEqual(["app.css", path.join("assets", "manifest-1.js")]);
    const js = path.join(dir, "assets", "manifest-1.js");
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "app.css.br"))).toString()).toBe(style);
    for (const result of results) {
      expect(result.brotli).toBeLessThan(result.bytes);
      expect(result.gzip).toBeLessThan(result.bytes);
    }
  });

  it("leaves images alone, writes no copy that would not be smaller, and does not compress its own copies again", async () => {
    writeFileSync(path.join(dir, "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(path.join(dir, "tiny.js"), "x");
    writeFileSync(path.join(dir, "big.js"), "let a = 1;\n".repeat(500));

    await precompress(dir);
    const again = await precompress(dir);

    expect(existsSync(path.join(dir, "icon-192.png.br"))).toBe(false);
    expect(existsSync(path.join(dir, "tiny.js.br"))).toBe(false);
    expect(existsSync(path.join(dir, "tiny.js.gz"))).toBe(false);
    expect(existsSync(path.join(dir, "big.js.br"))).toBe(true);
    expect(again.map((result) => result.file).sort()).toEqual(["big.js", "tiny.js"]);
  });
});
