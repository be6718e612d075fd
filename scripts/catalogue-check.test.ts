import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeLastGood } from "~/catalogue/last-good.server";
import { createCatalogueStore } from "~/catalogue/store.server";
import { prepareCatalogueIndexes } from "../server/prepare-catalogue";
import { runScript } from "./lib/run-script";

const SAMPLE = "data/sample-catalogue.gviz.txt";
/** A sheet of 5 rows: far fewer than the sample's hundreds of medicines. */
const SMALL = "tests/fixtures/gviz/shillelagh_xssi_prefix_country_cnt_sig1642441872.txt";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "catalogue-check-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function check(...args: string[]) {
  return runScript("catalogue-check.ts", args, { DATA_DIR: dataDir });
}

// Each test runs the script as a process of its own: seconds on a busy machine.
describe("npm run catalogue:check", { timeout: 30_000 }, () => {
  it("prints the import report of a sheet: counts, columns used and rows skipped", () => {
    const { status, stdout } = check("data/sample-catalogue.gviz.txt");
    expect(status).toBe(0);
    expect(stdout).toMatch(/Medicines imported: \d{3}/);
    expect(stdout).toContain("name                   ← Product Name");
    expect(stdout).toMatch(/Rows skipped \(2\):\n {2}row \d+: empty row/);
  });

  it("says what the site does about missing price, stock and pack columns", () => {
    const { status, stdout } = check("tests/fixtures/gviz/shillelagh_xssi_prefix_country_cnt_sig1642441872.txt");
    expect(status).toBe(0);
    expect(stdout).toMatch(/No column for: .*price.*stock/);
    expect(stdout).toContain('  price: every medicine shows "Price on request"');
    expect(stdout).toContain('  stock: no availability is shown and the "Availability" sort is not offered');
  });

  it("prints the report as JSON on request", () => {
    const { status, stdout } = check(
      "tests/fixtures/gviz/shillelagh_xssi_prefix_country_cnt_sig1642441872.txt",
      "--json",
    );
    expect(status).toBe(0);
    const output = JSON.parse(stdout);
    expect(output.report).toMatchObject({ rowsRead: 5, unknownHeaders: ["country", "cnt"] });
    expect(output.report.fieldsMissing).toContain("name");
  });

  it("exits with 1 and the sheet's message when the source is an error response", () => {
    const { status, stderr } = check("tests/fixtures/gviz/shillelagh_error_invalid_query_no_column.json");
    expect(status).toBe(1);
    expect(stderr).toContain("Invalid query: NO_COLUMN: C");
  });

  it("exits with 1 when the source cannot be read", () => {
    const { status, stderr } = check("does/not/exist.txt");
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Cannot read file .*does\/not\/exist\.txt: ENOENT/);
  });

  it("says the site will not take a sheet that shrank to less than half of the catalogue it serves, and how to accept it", async () => {
    await writeLastGood(dataDir, {
      version: "kept",
      loadedAt: new Date().toISOString(),
      source: "test",
      gvizText: readFileSync(SAMPLE, "utf8"),
    });
    const held = check(SMALL);
    expect(held.status).toBe(2);
    expect(held.stdout).toMatch(/The site's last good catalogue \(in .*\): \d{3} medicines/);
    expect(held.stdout).toMatch(
      /The site will NOT take this catalogue: the sheet has 5 medicines, fewer than 50% of the \d{3}/,
    );
    expect(held.stdout).toContain("npm run catalogue:check -- --accept");

    // The server on the same DATA_DIR holds it back too, until the operator accepts it.
    const store = createCatalogueStore({
      source: { kind: "file", path: path.resolve(SMALL), description: "small", label: "file" },
      fetchPolicy: { timeoutMs: 1000, retries: 0, baseDelayMs: 1, maxDelayMs: 1 },
      dataDir,
      refreshSeconds: 3600,
      minKeepRatio: 0.5,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      prepare: (snapshot) => prepareCatalogueIndexes(snapshot.medicines),
    });
    try {
      await store.start();
      await store.refresh();
      expect(store.health()).toMatchObject({ status: "degraded", heldBack: { medicines: 5 } });

      const accepted = check(SMALL, "--accept");
      expect(accepted.status).toBe(0);
      expect(accepted.stdout).toContain("Accepted: the site takes this catalogue");
      await store.refresh();
      expect(store.health()).toMatchObject({ status: "ok", medicines: 5, heldBack: null });
    } finally {
      store.stop();
    }

    // Now the kept one: nothing to hold back, nothing to accept.
    const again = check(SMALL, "--accept", "--json");
    expect(again.status).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ heldBack: null, accepted: false, lastGood: { medicines: 5 } });
  }, 30_000); // three runs of the script, each a process of its own: seconds on a busy machine

  it("holds back an empty sheet even on a first start", async () => {
    const { status, stdout } = check("tests/fixtures/gviz/shillelagh_empty_labels_no_rows_sig1227631590.json");
    expect(status).toBe(2);
    expect(stdout).toContain("No last good catalogue is kept in");
    expect(stdout).toContain("The site will NOT take this catalogue: the sheet has no medicines.");
  }, 30_000); // a process of its own: seconds on a busy machine
});
