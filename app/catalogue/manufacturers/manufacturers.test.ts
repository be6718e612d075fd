import { describe, expect, it } from "vitest";
import { manufacturerPageHref, manufacturerSlug } from "~/catalogue/urls/links";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { queryCatalogue } from "~/catalogue/query/query";
import { facetsOf } from "~/catalogue/query/query-index";
import { DEFAULT_QUERY } from "~/catalogue/urls/url-state";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { manufacturerDirectory } from "./manufacturers";

let nextId = 0;
const made = (manufacturer: string, name = `Medicine ${++nextId}`): Medicine =>
  testMedicine({ id: `m-${++nextId}`, name, manufacturer });

describe("manufacturerDirectory", () => {
  it("lists each manufacturer once with its medicines, A–Z as the catalogue's Manufacturer filter", () => {
    const medicines = [
      made("Zydus Lifesciences Ltd"),
      made("cipla ltd"),
      made("Abbott"),
      made("Zydus Lifesciences Ltd"),
      made("  Dr. Reddy's Laboratories Ltd  "),
      made("3M India Ltd"),
      made("Émcure Pharmaceuticals Ltd"),
    ];
    const { all } = manufacturerDirectory(medicines);
    expect(all.map(({ name, medicines }) => [name, medicines.length])).toEqual([
      ["3M India Ltd", 1],
      ["Abbott", 1],
      ["cipla ltd", 1],
      ["Dr. Reddy's Laboratories Ltd", 1],
      ["Émcure Pharmaceuticals Ltd", 1],
      ["Zydus Lifesciences Ltd", 2],
    ]);
    expect(all.map((manufacturer) => manufacturer.name)).toEqual(facetsOf(medicines).manufacturers);
    expect(all.find((manufacturer) => manufacturer.name === "Zydus Lifesciences Ltd")?.medicines).toEqual([
      medicines[0],
      medicines[3],
    ]);
  });

  it("gives spellings with the same slug one page, named by the spelling most medicines use", () => {
    const medicines = [made("Cipla Ltd."), made("Cipla Ltd"), made("CIPLA LTD"), made("Cipla Ltd"), made("Lupin Ltd")];
    const { all, bySlug } = manufacturerDirectory(medicines);
    expect(all).toHaveLength(2);
    const cipla = bySlug.get("cipla-ltd");
    expect(cipla?.name).toBe("Cipla Ltd");
    // A–Z as the Manufacturer filter lists them (case ties in code-point order).
    expect(cipla?.spellings).toEqual(["CIPLA LTD", "Cipla Ltd", "Cipla Ltd."]);
    expect(cipla?.medicines).toEqual(medicines.slice(0, 4));
    expect(bySlug.get("lupin-ltd")?.medicines).toEqual([medicines[4]]);
  });

  it("names a shared page by the first spelling A–Z when two are used equally often", () => {
    const { bySlug } = manufacturerDirectory([made("Sun Pharma."), made("Sun Pharma")]);
    expect(bySlug.get("sun-pharma")?.name).toBe("Sun Pharma");
  });

  it("leaves out medicines without a manufacturer (empty or the importer's N/A)", () => {
    const { all } = manufacturerDirectory([made("N/A"), made(""), made("Lupin Ltd")]);
    expect(all.map((manufacturer) => manufacturer.name)).toEqual(["Lupin Ltd"]);
  });

  it("gives a name without Latin letters or digits a page of its own", () => {
    const { bySlug } = manufacturerDirectory([made("गंगा फार्मा"), made("Lupin Ltd")]);
    expect(bySlug.get("गंगा-फार्मा")?.name).toBe("गंगा फार्मा");
    expect(manufacturerPageHref("गंगा फार्मा")).toBe(`/manufacturers/${encodeURIComponent("गंगा-फार्मा")}`);
  });

  it("is worked out once per catalogue version", () => {
    const medicines = [made("Lupin Ltd")];
    expect(manufacturerDirectory(medicines)).toBe(manufacturerDirectory(medicines));
    expect(manufacturerDirectory([...medicines])).not.toBe(manufacturerDirectory(medicines));
  });

  it("a page's medicines query like the catalogue filtered by the manufacturer", () => {
    const medicines = Array.from({ length: 30 }, (_, index) =>
      made(index % 3 ? "Cipla Ltd" : "Lupin Ltd", `Tablet ${30 - index}`),
    );
    const cipla = manufacturerDirectory(medicines).bySlug.get("cipla-ltd")!;
    for (const sort of ["name-asc", "name-desc", "price-asc", "availability"] as const) {
      const own = queryCatalogue(cipla.medicines, { ...DEFAULT_QUERY, sort });
      const filtered = queryCatalogue(medicines, { ...DEFAULT_QUERY, sort, manufacturer: "Cipla Ltd" });
      expect(own.items).toEqual(filtered.items);
      expect(own.total).toBe(20);
    }
  });
});

describe("manufacturer links", () => {
  it("slugs names and builds page addresses with the catalogue's sort and page parameters", () => {
    expect(manufacturerSlug("Dr. Reddy's Laboratories Ltd")).toBe("dr-reddy-s-laboratories-ltd");
    expect(manufacturerPageHref("Cipla Ltd.")).toBe("/manufacturers/cipla-ltd");
    expect(manufacturerPageHref("Cipla Ltd", { sort: "name-asc", page: 1 })).toBe("/manufacturers/cipla-ltd");
    expect(manufacturerPageHref("Cipla Ltd", { sort: "price-desc", page: 2 })).toBe(
      "/manufacturers/cipla-ltd?sort=price-desc&page=2",
    );
  });
});
