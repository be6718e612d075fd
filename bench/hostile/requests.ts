/** The hostile requests of bench/hostile.ts: what an attacker or a broken client sends. */

export type Probe = {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent as raw bytes: a request line no HTTP client sends (`OPTIONS *`, an absolute-form target). */
  raw?: string;
};

export const BROWSER_ENCODING = { "Accept-Encoding": "br, gzip" };
const FORM_PATHS = ["/contact", "/enquiry"];

export function requestProbes(manufacturerPath: string): Probe[] {
  const bodies = [
    { type: "text/plain", body: "name=A&email=a@example.com&message=hello" },
    { type: "application/json", body: '{"name":"A","message":"hello"}' },
    { type: "multipart/form-data; boundary=xyz", body: "--xyz\r\nbroken" },
  ];
  return [
    { name: "load-more page 10^12", path: "/medicines?page=1000000000000&paging=more" },
    { name: "page 10^12", path: "/medicines?page=1000000000000" },
    { name: "manufacturer load-more page 10^12", path: `${manufacturerPath}?paging=more&page=1000000000000` },
    // The first visit of a manufacturer builds its page's index; this is what each further one costs.
    { name: "manufacturer load-more again, page 10^12 − 1", path: `${manufacturerPath}?paging=more&page=999999999999` },
    { name: "404 of 4,000 segments", path: "/a".repeat(4000) },
    { name: "404 of 7,000 segments", path: "/b".repeat(7000) },
    ...FORM_PATHS.flatMap((formPath) =>
      bodies.map(({ type, body }) => ({
        name: `POST ${formPath} ${type.split(";")[0]}`,
        method: "POST",
        path: formPath,
        headers: { "Content-Type": type },
        body,
      })),
    ),
    { name: "DELETE /contact", method: "DELETE", path: "/contact" },
    { name: "absolute-form GET http://evil.example/about", path: "", raw: "GET http://evil.example/about HTTP/1.1" },
    { name: "OPTIONS *", path: "", raw: "OPTIONS * HTTP/1.1" },
    ...["/enquiry", "/contact", "/healthz", "/no-such-page"].map((page) => ({
      name: `If-None-Match on ${page}`,
      path: page,
      headers: { "If-None-Match": "ETAG" },
    })),
    { name: "printable price list", path: "/medicines/price-list" },
    { name: "price list CSV (whole catalogue)", path: "/medicines/price-list.csv" },
    { name: "price list Excel (whole catalogue)", path: "/medicines/price-list.xlsx" },
    // Past 12,000 medicines a view downloads in parts (a 404 when it is one file); each part of the whole catalogue is built ahead.
    { name: "price list Excel, part 2", path: "/medicines/price-list.xlsx?part=2" },
    // A view no one has asked for: its first part is built now, at most 12,000 rows whatever the catalogue's size.
    { name: "price list Excel of a new view (search=tab)", path: "/medicines/price-list.xlsx?search=tab" },
    // These three are made once per catalogue version on first ask: the second request is what each further one costs.
    { name: "catalogue.json", path: "/catalogue.json" },
    { name: "catalogue.json again", path: "/catalogue.json" },
    { name: "sitemap.xml", path: "/sitemap.xml" },
    { name: "sitemap.xml again", path: "/sitemap.xml" },
    // Past 50,000 addresses /sitemap.xml is an index, and the addresses are in its parts (a 404 when it is not split).
    { name: "sitemap part 1", path: "/sitemap/1.xml" },
    { name: "search suggestions q=a", path: "/search-suggestions?q=a" },
    { name: "search suggestions again, q=b", path: "/search-suggestions?q=b" },
    { name: "search suggestions q=100 chars", path: `/search-suggestions?q=${"tab ".repeat(25)}` },
    { name: "first load: home page", path: "/" },
  ];
}

/** The server's CPU time so far (user + system, all threads), ms; null where /proc is not. */
