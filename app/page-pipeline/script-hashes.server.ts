import { createHash, randomBytes } from "node:crypto";
import type { PageBytes } from "./page-bytes.server";

/**
 * A new mark for the inline scripts of one render. React and React Router put it on the scripts
 * they write (the `nonce` attribute); it is not a CSP nonce, the policy never names it. What it
 * does: {@link inlineScriptHashes} hashes only scripts that carry it, so markup that somehow got
 * into the page with a `<script>` of its own is not allowed to run, as it was not under a nonce.
 * Random per render, so no page text can guess it.
 */
export function newScriptMark(): string {
  return randomBytes(16).toString("hex");
}

// Attributes of an HTML start tag: quoted values may hold ">"; React escapes "<" and ">" in them anyway.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script/gi;

/**
 * The CSP hash sources (`sha256-…`) of the page's inline scripts that carry `mark`. A browser
 * hashes a script's text exactly as it is in the document, which is the bytes between its start
 * tag and the first `</script`: the page's bytes as sent, which is what `html` holds
 * (page-bytes.server.ts). Scripts with `src` are covered by `'self'`.
 */
export function inlineScriptHashes(html: PageBytes, mark: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    if (!attributes.includes(` nonce="${mark}"`)) continue;
    hashes.add(`sha256-${createHash("sha256").update(content, "latin1").digest("base64")}`);
  }
  return [...hashes];
}
