import { test, expect } from "./support/fixtures";
import { FULL } from "./support/medicine-sheet";

const COPIED = "Link copied to clipboard";
const COPY_FAILED = "Copy failed — please copy manually";

test.describe("sharing a medicine page", () => {
  test("Copy link puts the page's address on the clipboard and says so", async ({ page, context, detailApp }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: detailApp.url });
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    const status = page.getByRole("status");
    await expect(status).toHaveText("");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(status).toHaveText(COPIED);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${detailApp.url}/medicines/${FULL.id}`);
  });

  test("a refused clipboard asks the visitor to copy by hand", async ({ page, detailApp }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    });
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status")).toHaveText(COPY_FAILED);
  });

  test("Share opens the device share sheet with the page's title and address", async ({ page, detailApp }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      navigator.share = async (data?: ShareData) => {
        calls.push(data ?? {});
      };
    });
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([{ title: FULL.name, url: `${detailApp.url}/medicines/${FULL.id}` }]);
    // The share sheet is the feedback; the page adds no copy message.
    await expect(page.getByRole("status")).toHaveText("");
  });

  test("closing the share sheet neither copies nor reports anything", async ({ page, context, detailApp }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: detailApp.url });
    await page.addInitScript(() => {
      Object.assign(window, { shareCount: 0 });
      navigator.share = async () => {
        Object.assign(window, { shareCount: (window as unknown as { shareCount: number }).shareCount + 1 });
        throw new DOMException("Share canceled", "AbortError");
      };
    });
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    await page.evaluate(() => navigator.clipboard.writeText("untouched"));
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shareCount: number }).shareCount)).toBe(1);
    await expect(page.getByRole("status")).toHaveText("");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("untouched");
  });

  test("without a share sheet, Share copies the link instead", async ({ page, context, detailApp }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: detailApp.url });
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no Web Share; make sure of it.
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status")).toHaveText(COPIED);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${detailApp.url}/medicines/${FULL.id}`);
  });
});
