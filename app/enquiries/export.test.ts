import { describe, expect, it } from "vitest";
import { parseCsv } from "../../scripts/lib/csv";
import { csvField } from "~/formatting/csv";
import { enquiriesToCsv, enquiriesToJson } from "./export";
import type { StoredEnquiry } from "./enquiry-store";

const enquiry: StoredEnquiry = {
  id: 7,
  createdAt: new Date("2026-03-01T10:00:00.000Z"),
  name: 'Asha "AK" Kumari',
  email: "asha@example.com",
  phone: null,
  shop: null,
  drugLicence: null,
  gstin: null,
  city: null,
  message: "Two lines,\nwith a comma",
  page: "/contact",
  status: "pending",
  attempts: 2,
  lastError: "ECONNREFUSED",
  nextAttemptAt: new Date("2026-03-01T10:04:00.000Z"),
  deliveredAt: null,
  lines: [],
};

const listEnquiry: StoredEnquiry = {
  ...enquiry,
  id: 8,
  phone: "+91 98765 43210",
  shop: "@Sharma Medical",
  drugLicence: "BR-PAT-1234/20B",
  gstin: "27AAPFU0939F1ZV",
  city: "Patna",
  message: "",
  page: "/enquiry",
  status: "stored",
  attempts: 0,
  lastError: null,
  nextAttemptAt: null,
  lines: [
    {
      medicineId: "dolo-650-tablet",
      name: "Dolo 650 Tablet",
      quantity: 20,
      notInCatalogue: false,
      pack: "Strip of 15",
      manufacturer: "Micro Labs",
      unit: "strips",
    },
    {
      medicineId: "pan-d",
      name: "=Pan-D, 40",
      quantity: 3,
      notInCatalogue: false,
      pack: null,
      manufacturer: null,
      unit: null,
    },
    {
      medicineId: null,
      name: '@SUM(A1) "cold box", =HYPERLINK("x")',
      quantity: 2,
      notInCatalogue: true,
      pack: null,
      manufacturer: null,
      unit: null,
    },
  ],
};

describe("enquiries export", () => {
  it("writes JSON with ISO times", () => {
    expect(JSON.parse(enquiriesToJson([enquiry]))).toEqual([
      {
        ...enquiry,
        createdAt: "2026-03-01T10:00:00.000Z",
        nextAttemptAt: "2026-03-01T10:04:00.000Z",
        deliveredAt: null,
      },
    ]);
    expect(enquiriesToJson([])).toBe("[]\n");
  });

  it("writes CSV with a header row, quoting fields with quotes, commas and line breaks", () => {
    expect(enquiriesToCsv([enquiry])).toBe(
      "id,createdAt,name,email,phone,shop,drugLicence,gstin,city,message,page,status,attempts,lastError,nextAttemptAt,deliveredAt,line,medicineId,medicineName,notInCatalogue,pack,manufacturer,quantity,unit\r\n" +
        '7,2026-03-01T10:00:00.000Z,"Asha ""AK"" Kumari",asha@example.com,,,,,,"Two lines,\nwith a comma",/contact,pending,2,ECONNREFUSED,2026-03-01T10:04:00.000Z,,,,,,,,,\r\n',
    );
  });

  it("writes one CSV row per line of an enquiry list, the enquiry repeated, formulas defused", () => {
    const rows = enquiriesToCsv([enquiry, listEnquiry]).split("\r\n");
    expect(rows.slice(2)).toEqual([
      '8,2026-03-01T10:00:00.000Z,"Asha ""AK"" Kumari",asha@example.com,\'+91 98765 43210,\'@Sharma Medical,BR-PAT-1234/20B,27AAPFU0939F1ZV,Patna,,/enquiry,stored,0,,,,1,dolo-650-tablet,Dolo 650 Tablet,no,Strip of 15,Micro Labs,20,strips',
      '8,2026-03-01T10:00:00.000Z,"Asha ""AK"" Kumari",asha@example.com,\'+91 98765 43210,\'@Sharma Medical,BR-PAT-1234/20B,27AAPFU0939F1ZV,Patna,,/enquiry,stored,0,,,,2,pan-d,"\'=Pan-D, 40",no,,,3,',
      // A free-text line: no medicine id, marked, its formula characters defused.
      '8,2026-03-01T10:00:00.000Z,"Asha ""AK"" Kumari",asha@example.com,\'+91 98765 43210,\'@Sharma Medical,BR-PAT-1234/20B,27AAPFU0939F1ZV,Patna,,/enquiry,stored,0,,,,3,,"\'@SUM(A1) ""cold box"", =HYPERLINK(""x"")",yes,,,2,',
      "",
    ]);
  });

  it("includes the lines in the JSON export", () => {
    expect(JSON.parse(enquiriesToJson([listEnquiry]))[0]).toMatchObject({
      phone: "+91 98765 43210",
      lines: [
        { medicineId: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 20, pack: "Strip of 15", unit: "strips" },
        { medicineId: "pan-d", name: "=Pan-D, 40", quantity: 3, notInCatalogue: false },
        { medicineId: null, name: '@SUM(A1) "cold box", =HYPERLINK("x")', quantity: 2, notInCatalogue: true },
      ],
    });
  });

  it("defuses visitor text that a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField("+91 612 266 0123")).toBe("'+91 612 266 0123");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(null)).toBe("");
  });

  it("quotes every line break, so that a message of 15 lines is one row, each of its lines defused", () => {
    const message = [
      "Sir, please send:",
      "=1+1",
      "-Dolo 650 x 10",
      "+Pan 40 x 5",
      "@SUM(A1)",
      "\tcmd",
      "＝1+1",
      ...Array.from({ length: 8 }, (_, at) => `Line ${at + 8}`),
    ].join("\n");
    const bare = { ...enquiry, name: "Asha", lastError: "a\rb", message };
    const text = enquiriesToCsv([bare, { ...bare, id: 9, message: "one\r\n=2+2" }]);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(3);
    const column = (name: string) => rows[0]!.indexOf(name);
    expect(rows[1]![column("message")]!.split("\n")).toEqual([
      "Sir, please send:",
      "'=1+1",
      "'-Dolo 650 x 10",
      "'+Pan 40 x 5",
      "'@SUM(A1)",
      "'\tcmd",
      "'＝1+1",
      ...Array.from({ length: 8 }, (_, at) => `Line ${at + 8}`),
    ]);
    expect(rows[1]![column("lastError")]).toBe("a\rb");
    expect(rows[2]![column("message")]).toBe("one\r\n'=2+2");
    // Read as a spreadsheet does, field by field: every line break is inside quotes.
    expect(text.match(/"[^"]*"|[^",\r\n]+|\r\n/g)!.filter((piece) => piece === "\r\n")).toHaveLength(3);
  });
});
