import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type CachedPage, createPageCache, languageOf, pageCacheKey, preferredCoding } from "./page-cache";
import { VARIED_PAGE } from "./varied-page.test-data";

const versions = { build: "b1", catalogue: "c1" };

/** A page whose identity body is `bytes` long. */
function pageOf(bytes: number, text = "x"): CachedPage {
  return {
    headers: [["content-type", "text/html; charset=utf-8"]],
    etag: null,
    compressible: true,
    bodies: { identity: Buffer.from(text.repeat(bytes).slice(0, bytes)) },
  };
}

/** A page of many different lines, as a catalogue page is. */
function variedPage(): CachedPage {
  return { ...pageOf(0), bodies: { identity: Buffer.from(VARIED_PAGE) } };
}

describe("pageCacheKey", () => {
  it("does not depend on the order of the query's parameters or on how they are encoded", () => {
    const key = pageCacheKey("/medicines?search=dolo%20650&sort=name&page=2", versions);
    expect(pageCacheKey("/medicines?page=2&sort=name&search=dolo+650", versions)).toBe(key);
    expect(pageCacheKey("/medicines?sort=name&search=dolo%20650&page=%32", versions)).toBe(key);
  });

  it("keeps the order of one parameter's values, and tells different queries apart", () => {
    const key = pageCacheKey("/medicines?form=tablet&form=syrup", versions);
    expect(pageCacheKey("/medicines?form=syrup&form=tablet", versions)).not.toBe(key);
    expect(pageCacheKey("/medicines?search=dolo", versions)).not.toBe(pageCacheKey("/medicines?search=dol", versions));
    expect(pageCacheKey("/medicines", versions)).not.toBe(pageCacheKey("/medicines.data", versions));
    expect(pageCacheKey("/medicines?", versions)).toBe(pageCacheKey("/medicines", versions));
  });

  it("differs by build, catalogue and language", () => {
    const key = pageCacheKey("/medicines?search=dolo", versions);
    expect(pageCacheKey("/medicines?search=dolo", { ...versions, build: "b2" })).not.toBe(key);
    expect(pageCacheKey("/medicines?search=dolo", { ...versions, catalogue: "c2" })).not.toBe(key);
    expect(pageCacheKey("/hi/medicines?search=dolo", versions)).not.toBe(key);
    expect(languageOf("/hi/medicines")).toBe("hi");
    expect(languageOf("/hi")).toBe("hi");
    expect(languageOf("/hi.data")).toBe("hi");
    expect(languageOf("/hindi-medicines")).toBe("en");
    expect(languageOf("/medicines/hi")).toBe("en");
  });
});

describe("preferredCoding", () => {
  it("chooses as the compression middleware does: br, then gzip, then identity", () => {
    expect(preferredCoding("gzip, deflate, br")).toBe("br");
    expect(preferredCoding("gzip, deflate")).toBe("gzip");
    expect(preferredCoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredCoding("*")).toBe("br");
    expect(preferredCoding(undefined)).toBe("identity");
    expect(preferredCoding("identity")).toBe("identity");
    expect(preferredCoding("compress")).toBe("identity");
  });

  it("leaves to a render what the cache does not keep, or a client that accepts nothing", () => {
    expect(preferredCoding("deflate")).toBeNull();
    expect(preferredCoding("identity;q=0")).toBeNull();
    expect(preferredCoding("*;q=0")).toBeNull();
  });
});

describe("createPageCache", () => {
  it("keeps pages until their bytes pass the limit, then drops the least recently used", () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    cache.useCatalogue("c1");
    for (const name of ["a", "b", "c"]) cache.set(name, pageOf(3_000), "c1");
    expect(cache.stats().entries).toBe(3);
    // Using "a" makes "b" the oldest.
    expect(cache.get("a")).toBeDefined();
    cache.set("d", pageOf(3_000), "c1");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.stats().bytes).toBeGreaterThan(9_000);
  });

  it("never holds more than the limit, and does not keep a page larger than all of it", () => {
    const cache = createPageCache({ maxBytes: 5_000 });
    cache.useCatalogue("c1");
    for (let index = 0; index < 50; index++) {
      cache.set(`page ${index}`, pageOf(100 + ((index * 397) % 2_000)), "c1");
      expect(cache.stats().bytes).toBeLessThanOrEqual(5_000);
    }
    cache.set("huge", pageOf(6_000), "c1");
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("page 49")).toBeDefined();
  });

  it("replaces a page kept again under the same key, counting it once", () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    cache.useCatalogue("c1");
    cache.set("a", pageOf(3_000), "c1");
    const bytes = cache.stats().bytes;
    cache.set("a", pageOf(3_000), "c1");
    expect(cache.stats()).toEqual({ entries: 1, bytes });
  });

  it("keeps nothing with a limit of 0", () => {
    const cache = createPageCache({ maxBytes: 0 });
    expect(cache.enabled).toBe(false);
    cache.useCatalogue("c1");
    cache.set("a", pageOf(10), "c1");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it("empties when the catalogue changes, and drops a page rendered with the previous one", () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    cache.useCatalogue("c1");
    cache.set("a", pageOf(100), "c1");
    cache.useCatalogue("c1");
    expect(cache.get("a")).toBeDefined();
    cache.useCatalogue("c2");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    // Rendered while the refresh landed: its key names c1, which no request asks for any more.
    cache.set("b", pageOf(100), "c1");
    expect(cache.stats().entries).toBe(0);
  });

  it("gives a page asked for again a smaller brotli body in the background, and counts its bytes", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.useCatalogue("c1");
    const page = variedPage();
    const identity = page.bodies.identity!;
    cache.set("a", page, "c1");
    const first = cache.body("a", page, "br");
    const before = cache.stats().bytes;
    // Kept once: not yet asked for again, nothing is made.
    await cache.smallerBodiesMade();
    expect(cache.body("a", page, "br")).toBe(first);
    // Asked for again: this request gets the body it had, the next ones the smaller one.
    expect(cache.get("a")).toBe(page);
    expect(cache.body("a", page, "br")).toBe(first);
    await cache.smallerBodiesMade();
    const smaller = cache.body("a", page, "br");
    expect(smaller.byteLength).toBeLessThan(first.byteLength * 0.95);
    expect(brotliDecompressSync(smaller).equals(identity)).toBe(true);
    expect(cache.stats().bytes).toBe(before - first.byteLength + smaller.byteLength);
    // Made once.
    cache.get("a");
    await cache.smallerBodiesMade();
    expect(cache.body("a", page, "br")).toBe(smaller);
  });

  it("gives nothing of it to a page replaced or dropped while it is made", async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.useCatalogue("c1");
    const old = variedPage();
    cache.set("a", old, "c1");
    cache.get("a");
    const renewed = variedPage();
    cache.set("a", renewed, "c1");
    cache.set("b", variedPage(), "c1");
    cache.get("b");
    cache.useCatalogue("c2");
    await cache.smallerBodiesMade();
    expect(renewed.bodies.br).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it("makes a missing coding once from the kept body, keeps it and counts its bytes", () => {
    const cache = createPageCache({ maxBytes: 100_000 });
    cache.useCatalogue("c1");
    const page = pageOf(20_000, "<p>paracetamol</p>");
    const identity = page.bodies.identity!;
    cache.set("a", page, "c1");
    const before = cache.stats().bytes;
    const br = cache.body("a", page, "br");
    expect(brotliDecompressSync(br).equals(identity)).toBe(true);
    expect(cache.body("a", page, "br")).toBe(br);
    expect(cache.stats().bytes).toBe(before + br.byteLength);
    const gzip = cache.body("a", page, "gzip");
    expect(gunzipSync(gzip).equals(identity)).toBe(true);

    // A page first sent compressed: identity is made again for each rare client that wants it.
    const compressed: CachedPage = { ...pageOf(0), bodies: { br } };
    cache.set("b", compressed, "c1");
    const kept = cache.stats().bytes;
    expect(cache.body("b", compressed, "identity").equals(identity)).toBe(true);
    expect(cache.stats().bytes).toBe(kept);
  });
});
