import { describe, expect, it } from "vitest";
import { absoluteUrl } from "~/formatting/absolute-url";
import { breadcrumbListJsonLd, serializeJsonLd } from "~/formatting/json-ld";
import { pageMeta } from "./seo";

describe("pageMeta", () => {
  it("gives title and description only, as before, when no URL is given", () => {
    expect(pageMeta({ title: "About", description: "Who we are." })).toEqual([
      { title: "About | Ganga Pharma Distributors" },
      { name: "description", content: "Who we are." },
    ]);
  });

  it("adds the canonical link, Open Graph and Twitter tags for a page with a URL and image", () => {
    const tags = pageMeta({
      title: "Dolo 650",
      description: "Paracetamol tablets.",
      url: "https://catalogue.example.in/medicines/101",
      image: "https://cdn.example/dolo.png",
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: "Dolo 650 | Ganga Pharma Distributors" },
        { tagName: "link", rel: "canonical", href: "https://catalogue.example.in/medicines/101" },
        { property: "og:type", content: "website" },
        { property: "og:site_name", content: "Ganga Pharma Distributors" },
        { property: "og:title", content: "Dolo 650" },
        { property: "og:description", content: "Paracetamol tablets." },
        { property: "og:url", content: "https://catalogue.example.in/medicines/101" },
        { property: "og:image", content: "https://cdn.example/dolo.png" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:title", content: "Dolo 650" },
        { name: "twitter:image", content: "https://cdn.example/dolo.png" },
      ]),
    );
  });

  it("uses a small preview card and no image tags when there is no picture", () => {
    const tags = pageMeta({ title: "X", description: "Y", url: "https://a.example/x" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
  });

  it("keeps error pages out of search indexes", () => {
    expect(pageMeta({ title: "Medicine not found", description: "Gone.", noindex: true })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});

describe("absoluteUrl", () => {
  it("resolves site-relative paths against the site address and keeps absolute URLs", () => {
    expect(absoluteUrl("https://a.example", "/images/x.png")).toBe("https://a.example/images/x.png");
    expect(absoluteUrl("https://a.example/", "/medicines/a%20b")).toBe("https://a.example/medicines/a%20b");
    expect(absoluteUrl("https://a.example", "https://cdn.example/y.png")).toBe("https://cdn.example/y.png");
  });
});

describe("breadcrumbListJsonLd", () => {
  it("numbers the crumbs from 1 and gives each its absolute address", () => {
    const trail = [
      { name: "Home", path: "/" },
      { name: "Manufacturers", path: "/manufacturers" },
    ];
    expect(breadcrumbListJsonLd("https://catalogue.example.in/", trail)).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://catalogue.example.in/" },
        { "@type": "ListItem", position: 2, name: "Manufacturers", item: "https://catalogue.example.in/manufacturers" },
      ],
    });
  });
});

describe("serializeJsonLd", () => {
  it("escapes <, >, & and the JavaScript line separators, and stays valid JSON", () => {
    const value = { text: "</script><script>alert(1)</script> <!-- & --> \u2028\u2029" };
    const json = serializeJsonLd(value);
    expect(json).toBe(
      '{"text":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u003c!-- \\u0026 --\\u003e \\u2028\\u2029"}',
    );
    expect(JSON.parse(json)).toEqual(value);
  });
});
