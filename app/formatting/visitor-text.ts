import LinkifyIt from "linkify-it";

/**
 * Visitor text in the staff's e-mails (decision 65, docs/security.md): what a visitor typed (a
 * search, an order line, a name, a message) arrives where staff trust what they read, so nothing
 * in it may become a link a mail program makes clickable. Every link linkify-it finds (with a
 * scheme, `www.`, a bare domain of a known top-level domain, an e-mail address, an IP address) is
 * defanged the way security teams write one: `hxxp://evil[.]example/desk/sign-in`. Readable, can
 * be typed back by hand, and no mail program links it (no scheme it knows, no dot in the host).
 */

const linkify = new LinkifyIt(undefined, { fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });
// linkify-it knows the old generic domains and every two-letter one; mail programs link newer
// generic ones too, and a phishing link picks the cheap ones.
linkify.tlds(
  [
    ...["app", "biz", "buzz", "click", "cloud", "club", "dev", "digital", "email", "help", "icu", "ink", "link"],
    ...["live", "online", "page", "services", "site", "store", "support", "tech", "top", "vip", "website", "xyz"],
  ],
  true,
);

const SCHEMES: Record<string, string> = { http: "hxxp", https: "hxxps", ftp: "fxp" };

function defang(link: string): string {
  return link
    .replace(/^([a-z][a-z0-9+.-]*):/i, (_, scheme: string) => {
      const known = SCHEMES[scheme.toLowerCase()];
      return known ? `${known}:` : `${scheme}[:]`;
    })
    .replace(/\./g, "[.]");
}

/** `text` with every link in it defanged; text without one comes back as it was. */
export function defanged(text: string): string {
  const links = linkify.match(text);
  if (!links) return text;
  let result = "";
  let from = 0;
  for (const link of links) {
    result += text.slice(from, link.index) + defang(text.slice(link.index, link.lastIndex));
    from = link.lastIndex;
  }
  return result + text.slice(from);
}

/** A visitor's words quoted in a staff e-mail: defanged, between quotation marks, on one line. */
export function quotedVisitorText(text: string): string {
  return `“${defanged(text.replace(/\s+/g, " ").trim())}”`;
}
