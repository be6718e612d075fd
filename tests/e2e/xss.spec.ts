import type { Page } from "@playwright/test";
import { type AppServer, test as base, expect } from "./support/fixtures";
import { buildGviz, FULL_SHEET_COLUMNS, type TestCell } from "./support/sheet-builder";
import { waitForScript } from "./support/hydration";

/**
 * Sheet text is untrusted: whoever can edit the sheet must not be able to run script in a
 * visitor's browser. Every text field of every row below holds a payload; every page that
 * shows sheet text must show it as text and nothing else.
 */
const PAYLOADS = [
  "<script>alert(1)</script>",
  `"><img src=x onerror=alert(1)>`,
  `<img src=x onerror="window.__xss=1">`,
  "</script><script>window.__xss=1</script>",
  "<svg onload=alert(1)>",
  "javascript:alert(1)",
  `<a href="javascript:alert(1)">x</a>`,
  "{{constructor.constructor('alert(1)')()}}",
  "line\u2028separator\u2029paragraph",
  "＜script＞alert(1)＜/script＞",
  "\u202egnp.exe \u200d\u200czero\u200dwidth",
  "<!-- comment <style>*{display:none}</style>",
] as const;

const COLUMNS = FULL_SHEET_COLUMNS;

type HostileRow = { id: string; name: string; payload: string; image: string };

function hostileRows(imageUrl: (file: string) => string): HostileRow[] {
  // Image cells: schemes a browser would run, plus one real picture whose URL tries to break
  // out of its attribute (the importer keeps it, percent-encoded).
  const images = [
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " jav&#x09;ascript:alert(1)",
    `${imageUrl("label.jpg")}?"onerror="window.__xss=1`,
    "JaVaScRiPt:window.__xss=1",
  ];
  return PAYLOADS.map((payload, index) => ({
    id: String(index + 1),
    // Names differ so that each row is its own medicine; the payload comes first so nothing
    // in front of it can "fix up" a broken tag.
    name: `${payload} ${index + 1}`,
    payload,
    image: images[index % images.length] ?? "",
  }));
}

function hostileSheet(rows: readonly HostileRow[]): string {
  return buildGviz(
    COLUMNS,
    rows.map((row): TestCell[] => [
      Number(row.id),
      row.name,
      row.payload,
      row.payload,
      row.payload,
      row.payload,
      row.payload,
      row.payload,
      120,
      { v: 99.5, f: "₹99.50" },
      12,
      30,
      row.payload,
      row.payload,
      row.payload,
      row.payload,
      row.payload,
      row.image,
      4,
    ]),
  );
}

/** Everything in the live DOM that could run script: the list must stay empty. */
async function scriptableThings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = ["href", "src", "action", "formaction", "xlink:href", "data", "poster", "srcset"];
    for (const element of document.querySelectorAll("*")) {
      const tag = element.tagName.toLowerCase();
      if (tag === "script") {
        const type = element.getAttribute("type");
        const script = element as HTMLScriptElement;
        // Structured data is not executed; it is checked by JSON.parse instead.
        if (type !== "application/ld+json" && !script.nonce) found.push(`script without nonce: ${element.outerHTML}`);
      }
      if (tag === "iframe" || tag === "object" || tag === "embed") found.push(`<${tag}>`);
      for (const attribute of element.attributes) {
        if (attribute.name.toLowerCase().startsWith("on")) found.push(`${tag}[${attribute.name}]`);
        if (urlAttributes.includes(attribute.name.toLowerCase())) {
          // Browsers ignore control characters and white space inside a scheme.
          // eslint-disable-next-line no-control-regex
          const value = attribute.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
          if (/^(javascript|vbscript|data):/.test(value)) found.push(`${tag}[${attribute.name}=${attribute.value}]`);
        }
      }
    }
    if ((window as { __xss?: unknown }).__xss !== undefined) found.push("window.__xss was set");
    return found;
  });
}

/** Every JSON-LD block of the page, parsed (throws, failing the test, when one does not parse). */
async function jsonLdBlocks(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as unknown);
}

async function expectInert(page: Page): Promise<void> {
  expect(await scriptableThings(page)).toEqual([]);
  await jsonLdBlocks(page);
}

type XssFixtures = {
  /** Fails the test when the page opens a dialog, throws, or sets `window.__xss`. */
  page: Page;
};

const test = base.extend<XssFixtures, { hostile: { app: AppServer; rows: HostileRow[] } }>({
  hostile: [
    async ({ sheet, appOn }, use) => {
      const rows = hostileRows((file) => sheet.imageUrl(file));
      await use({ app: await appOn("xss", hostileSheet(rows)), rows });
    },
    { scope: "worker" },
  ],
  page: async ({ page }, use) => {
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(dialogs, "no payload may open a dialog").toEqual([]);
    expect(errors, "no page may throw").toEqual([]);
  },
});

/** Opens a catalogue URL and waits until its script has run. */
async function openCatalogue(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForScript(page.getByRole("searchbox", { name: "Search catalogue" }));
}

test.describe("sheet text cannot run script", () => {
  // Many pages per test; on a busy machine each takes seconds.
  test.describe.configure({ timeout: 90_000 });
  test("the home page and the catalogue show every hostile name as text", async ({ page, hostile }) => {
    const { app, rows } = hostile;
    await page.goto(`${app.url}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectInert(page);

    await openCatalogue(page, `${app.url}/medicines`);
    await expect(page.getByRole("status")).toHaveText(`Showing 1–${rows.length} of ${rows.length} medicines`);
    const names = await page.getByRole("article").getByRole("heading").allTextContents();
    expect([...names].sort()).toEqual(rows.map((row) => row.name.trim()).sort());
    await expectInert(page);
  });

  test("a search term reflected into the catalogue stays text", async ({ page, hostile }) => {
    const { app, rows } = hostile;
    for (const { payload } of rows) {
      await openCatalogue(page, `${app.url}/medicines?search=${encodeURIComponent(payload)}`);
      await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue(payload);
      await expectInert(page);
    }
  });

  test("a category named by a payload filters to its medicines", async ({ page, hostile }) => {
    const { app, rows } = hostile;
    // "<script>alert(1)</script>" as a category is the slug of its words (docs/product.md 3.7); the
    // fullwidth "＜script＞alert(1)＜/script＞" folds to the same slug.
    const inCategory = rows.filter((row) => row.payload.normalize("NFKC") === "<script>alert(1)</script>");
    expect(inCategory).toHaveLength(2);
    await openCatalogue(page, `${app.url}/medicines?category=script-alert-1-script`);
    await expect(page.getByRole("status")).toHaveText("Showing 1–2 of 2 medicines");
    const names = await page.getByRole("article").getByRole("heading").allTextContents();
    expect([...names].sort()).toEqual(inCategory.map((row) => row.name).sort());
    await expectInert(page);
  });

  test("each medicine page shows its payloads as text, in the page and in its JSON-LD", async ({ page, hostile }) => {
    const { app, rows } = hostile;
    for (const row of rows) {
      await page.goto(`${app.url}/medicines/${row.id}`);
      const name = row.name.trim();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
      expect(await page.title()).toContain(name);

      const blocks = (await jsonLdBlocks(page)) as { "@graph"?: { "@type": string; name?: string }[] }[];
      const drug = blocks.flatMap((block) => block["@graph"] ?? []).find((node) => node["@type"] === "Drug");
      expect(drug?.name).toBe(name);

      // The tabs switch only once React has hydrated: what the client renders is checked too.
      await page.getByRole("tab", { name: "Uses" }).click();
      const uses = page.getByRole("tabpanel", { name: "Uses" }).getByRole("listitem");
      await expect(uses).toHaveCount(1);
      expect(await uses.textContent()).toBe(row.payload.trim());
      await expectInert(page);
    }
  });

  test("the sitemap stays well-formed XML listing every medicine", async ({ page, request, hostile }) => {
    const { app, rows } = hostile;
    const response = await request.get(`${app.url}/sitemap.xml`);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    await page.goto(`${app.url}/`);
    const locs = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) return null;
      return [...doc.getElementsByTagName("loc")].map((loc) => new URL(loc.textContent ?? "").pathname);
    }, xml);
    expect(locs).not.toBeNull();
    for (const row of rows) expect(locs).toContain(`/medicines/${row.id}`);
  });
});
