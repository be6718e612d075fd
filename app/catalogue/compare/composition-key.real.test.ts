import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { compositionKey, formFamily } from "./composition-key";

// The real 11.8k catalogue (3,358 distinct composition texts): how many medicines would have a
// "Same composition" section. Measured: 3,344 keys, 9,789 medicines sharing one (10,154 before the
// 324 identical rows showed once, docs/product.md 3.8); 11,632
// medicines have a form family, and with it 3,414 groups and 9,874 medicines sharing one.
const medicines = catalogueFromGviz(
  gunzipSync(readFileSync("bench/fixtures/medicine-details-11k.gviz.txt.gz")).toString("utf8"),
).medicines;

function groups(keyOf: (medicine: (typeof medicines)[number]) => string | undefined) {
  const counts = new Map<string, number>();
  for (const medicine of medicines) {
    const key = keyOf(medicine);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sharing = [...counts.values()].filter((count) => count > 1).reduce((sum, count) => sum + count, 0);
  return { keys: counts.size, sharing };
}

describe("composition keys of the real catalogue", () => {
  it("gives every medicine a key, merging only texts that differ in writing", () => {
    const texts = new Set(medicines.map((medicine) => medicine.genericName)).size;
    const { keys, sharing } = groups((medicine) => compositionKey(medicine.genericName));
    expect(medicines.every((medicine) => compositionKey(medicine.genericName) !== undefined)).toBe(true);
    expect(keys).toBeLessThan(texts);
    expect(keys).toBeGreaterThan(texts - 50);
    expect(sharing).toBeGreaterThan(9_500);
  });

  it("merges the same strength in other units", () => {
    const meropenem = new Set(
      medicines
        .filter((medicine) => /^Meropenem \((1000mg|1gm)\)$/.test(medicine.genericName))
        .map((medicine) => compositionKey(medicine.genericName)),
    );
    expect(meropenem.size).toBe(1);
  });

  it("gives most medicines a form family, and most of them another brand to compare with", () => {
    const withFamily = medicines.filter((medicine) => formFamily(medicine.form, medicine.name) !== undefined);
    expect(withFamily.length / medicines.length).toBeGreaterThan(0.97);
    const { sharing } = groups((medicine) => {
      const key = compositionKey(medicine.genericName);
      const family = formFamily(medicine.form, medicine.name);
      return key && family && `${key} | ${family}`;
    });
    expect(sharing).toBeGreaterThan(9_500);
  });
});
