import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultDatabaseUrl } from "~/server/config.server";
import { openEnquiryStore } from "~/enquiries/store.server";
import { runScript } from "./lib/run-script";

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "enquiries-script-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function enquiries(...args: string[]) {
  return runScript("enquiries.ts", args, { DATA_DIR: dataDir });
}

async function storeTwo() {
  const store = await openEnquiryStore({ url: defaultDatabaseUrl(dataDir) });
  const base = { page: "/contact", clientAddress: "203.0.113.7", token: null, deliver: false };
  const rateLimit = { max: 10, windowMs: 3_600_000 };
  await store.submit({ ...base, rateLimit, name: "Asha", email: "asha@example.com", message: "First, with a comma" });
  await store.submit({
    ...base,
    page: "/enquiry",
    rateLimit,
    name: "Ravi",
    email: "ravi@example.com",
    phone: "98765 43210",
    // Who is asking; a shop name that starts like a formula stays text in a spreadsheet.
    buyer: { shop: "=Sharma Medical, Patna", drugLicence: "BR-PAT-1234/20B", gstin: "27AAPFU0939F1ZV", city: "Patna" },
    message: "",
    lines: [
      { id: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 20 },
      { id: "pan-d", name: "Pan-D", quantity: 3, pack: "Strip of 15", manufacturer: "Alkem", unit: "strips" },
      // A line not in the catalogue, written like a formula: text in a spreadsheet.
      { id: "~x1", name: "=1+1 cold box", quantity: 2, freeText: true },
    ],
  });
  store.close();
}

// Each case starts tsx, which takes seconds on a busy machine.
describe("npm run enquiries", { timeout: 30_000 }, () => {
  it("prints the enquiries stored in DATA_DIR as a JSON array", async () => {
    await storeTwo();
    const { status, stdout } = enquiries("--format", "json");
    expect(status).toBe(0);
    const rows = JSON.parse(stdout);
    expect(rows).toMatchObject([
      { id: 1, name: "Asha", email: "asha@example.com", message: "First, with a comma", status: "stored" },
      {
        id: 2,
        name: "Ravi",
        phone: "98765 43210",
        shop: "=Sharma Medical, Patna",
        drugLicence: "BR-PAT-1234/20B",
        gstin: "27AAPFU0939F1ZV",
        city: "Patna",
        message: "",
        status: "stored",
        lines: [
          { medicineId: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 20 },
          {
            medicineId: "pan-d",
            name: "Pan-D",
            quantity: 3,
            pack: "Strip of 15",
            manufacturer: "Alkem",
            unit: "strips",
          },
          { medicineId: null, name: "=1+1 cold box", quantity: 2, notInCatalogue: true },
        ],
      },
    ]);
    expect(rows[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("prints them as CSV", async () => {
    await storeTwo();
    const { status, stdout } = enquiries("--format", "csv");
    expect(status).toBe(0);
    const lines = stdout.split("\r\n");
    expect(lines[0]).toBe(
      "id,createdAt,name,email,phone,shop,drugLicence,gstin,city,message,page,status,attempts,lastError,nextAttemptAt,deliveredAt,line,medicineId,medicineName,notInCatalogue,pack,manufacturer,quantity,unit",
    );
    expect(lines[1]).toMatch(
      /^1,[^,]+,Asha,asha@example\.com,,,,,,"First, with a comma",\/contact,stored,0,,,,,,,,,,,$/,
    );
    // One row per line of the list.
    expect(lines[2]).toMatch(
      /^2,[^,]+,Ravi,ravi@example\.com,98765 43210,"'=Sharma Medical, Patna",BR-PAT-1234\/20B,27AAPFU0939F1ZV,Patna,,\/enquiry,stored,0,,,,1,dolo-650-tablet,Dolo 650 Tablet,no,,,20,$/,
    );
    expect(lines[3]).toMatch(/^2,.*,2,pan-d,Pan-D,no,Strip of 15,Alkem,3,strips$/);
    expect(lines[4]).toMatch(/^2,.*,3,,'=1\+1 cold box,yes,,,2,$/);
    expect(lines).toHaveLength(6);
  });

  it("prints an empty list when nothing was stored yet", () => {
    const { status, stdout } = enquiries();
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual([]);
  });

  it("exits with 2 and the usage for an unknown format", () => {
    const { status, stderr } = enquiries("--format", "xml");
    expect(status).toBe(2);
    expect(stderr).toContain('Unknown format "xml".');
    expect(stderr).toContain("Usage: npm run enquiries -- [--format json|csv]");
  });
});
