import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { textAsPageBytes } from "./page-bytes.server";
import { inlineScriptHashes, newScriptMark } from "./script-hashes.server";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the bytes of each marked inline script, as the browser does", () => {
    const mark = newScriptMark();
    const html =
      `<!DOCTYPE html><html><head><script src="/assets/a.js" nonce="${mark}"></script></head><body>` +
      `<script nonce="${mark}">window.__context = {"name":"Crème ₹12 \\u003c/script>"};</script>` +
      `<script type="module" async="" nonce="${mark}">import "/assets/b.js";\n</script>` +
      `<script type="application/ld+json">{"@type":"Product"}</script>` +
      `</body></html>`;
    // The page as the pipeline reads it: its bytes, one character per byte.
    expect(inlineScriptHashes(textAsPageBytes(html), mark)).toEqual([
      sha256('window.__context = {"name":"Crème ₹12 \\u003c/script>"};'),
      sha256('import "/assets/b.js";\n'),
    ]);
  });

  it("leaves out scripts without this render's mark, so injected markup cannot run", () => {
    const mark = newScriptMark();
    const other = newScriptMark();
    expect(other).not.toBe(mark);
    const html = `<script>alert(1)</script><script nonce="${other}">alert(2)</script><script nonce="${mark}">ok()</script>`;
    expect(inlineScriptHashes(html, mark)).toEqual([sha256("ok()")]);
  });

  it("lists a script that appears twice once", () => {
    const mark = newScriptMark();
    const html = `<script nonce="${mark}">a()</script><script nonce="${mark}">a()</script>`;
    expect(inlineScriptHashes(html, mark)).toEqual([sha256("a()")]);
  });
});
