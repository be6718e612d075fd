import { createHash, randomBytes } from "node:crypto";

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
 * tag and the first `</script`: the UTF-8 bytes of that part of the document's text, which is how
 * it is sent (the pattern is ASCII, and no byte of a multi-byte UTF-8 character is). Read from the
 * text, not the encoded bytes: decoding a page of 100–160 KB again as latin1 only to find its few
 * scripts cost more than hashing them. Scripts with `src` are covered by `'self'`.
 */
export function inlineScriptHashes(html: string, mark: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    if (!attributes.includes(` nonce="${mark}"`)) continue;
    hashes.add(`sha256-${createHash("sha256").update(content, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
