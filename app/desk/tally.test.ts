import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { Bill } from "./billing";
import { tallyXml } from "./tally";

const bill = (order: number, party: string, names: string[]): Bill => ({
  party: {
    order,
    date: "2026-12-07",
    party,
    gstin: "10ABCDE1234F1Z5",
    phone: "+91 98765 43210",
    drugLicence: null,
    city: "Patna",
  },
  lines: names.map((name, index) => ({
    itemCode: index === 0 ? null : `CODE-${index}`,
    name,
    hsn: null,
    pack: "10 tablets",
    unit: index === 2 ? null : "Strip",
    quantity: 20,
    free: index === 0 ? 2 : 0,
    rate: 30.5,
    gst: 12,
    amount: 610,
    mrp: 33.6,
  })),
});

/** The file read back by a real XML parser, lists kept as lists. */
function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    isArray: (name) => ["VOUCHER", "ALLINVENTORYENTRIES.LIST"].includes(name),
  });
  return parser.parse(xml) as {
    ENVELOPE: {
      HEADER: { TALLYREQUEST: string };
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: { REPORTNAME: string };
          REQUESTDATA: { TALLYMESSAGE: { VOUCHER: Record<string, unknown>[] } };
        };
      };
    };
  };
}

describe("the Tally file (decision 60)", () => {
  it("is a TallyPrime import of one Sales Order voucher per order, each supplied line an inventory entry", async () => {
    const xml = await tallyXml([
      bill(12, "Kumar Medical", ["Dolo 650 Tablet", "Quorvalin", "Azee"]),
      bill(13, "Asha", ["X"]),
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const { ENVELOPE } = parse(xml);
    expect(ENVELOPE.HEADER.TALLYREQUEST).toBe("Import Data");
    expect(ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe("Vouchers");
    const vouchers = ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.VOUCHER;
    expect(vouchers.map((voucher) => [voucher["@VCHTYPE"], voucher["@ACTION"], voucher.VOUCHERNUMBER])).toEqual([
      ["Sales Order", "Create", "12"],
      ["Sales Order", "Create", "13"],
    ]);
    const [first] = vouchers;
    expect(first).toMatchObject({ DATE: "20261207", VOUCHERTYPENAME: "Sales Order", PARTYLEDGERNAME: "Kumar Medical" });
    expect(first!["LEDGERENTRIES.LIST"]).toMatchObject({ LEDGERNAME: "Kumar Medical", AMOUNT: "-1830.00" });
    expect(first!["ALLINVENTORYENTRIES.LIST"]).toEqual([
      // No item code: the name; the free goods go out but are not billed.
      {
        STOCKITEMNAME: "Dolo 650 Tablet",
        ISDEEMEDPOSITIVE: "No",
        RATE: "30.50/Strip",
        AMOUNT: "610.00",
        ACTUALQTY: "22 Strip",
        BILLEDQTY: "20 Strip",
      },
      expect.objectContaining({ STOCKITEMNAME: "CODE-1", ACTUALQTY: "20 Strip" }),
      expect.objectContaining({ STOCKITEMNAME: "CODE-2", RATE: "30.50/Nos", ACTUALQTY: "20", BILLEDQTY: "20" }),
    ]);
  });

  it("round-trips names with &, <, quotes and Hindi text, and drops characters XML cannot hold", async () => {
    const hostile = `R&D "Kumar's" <Medical> ]]> कुमार दवा`;
    const xml = await tallyXml([bill(7, hostile, [`Dolo <650> & "co"`, "पैरासिटामोल\u0001"])]);
    const voucher = parse(xml).ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.VOUCHER[0]!;
    const entries = voucher["ALLINVENTORYENTRIES.LIST"] as { STOCKITEMNAME: string }[];
    expect(voucher.PARTYLEDGERNAME).toBe(hostile);
    expect(entries[0]!.STOCKITEMNAME).toBe(`Dolo <650> & "co"`);
    expect(entries.map((entry) => entry.STOCKITEMNAME)).toHaveLength(2);
    expect(xml).not.toContain("<Medical>");
    expect(xml).toContain("कुमार दवा");
  });

  it("holds an empty message for a day without accepted orders", async () => {
    const { ENVELOPE } = parse(await tallyXml([]));
    expect(ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE).toEqual({ "@xmlns:UDF": "TallyUDF" });
  });
});
