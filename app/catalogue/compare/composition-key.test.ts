import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compositionKey, FORM_FAMILIES, formFamily } from "./composition-key";

describe("compositionKey", () => {
  it("is the same whatever the order, spacing, case, spelling variant and unit", () => {
    const key = compositionKey("Amoxycillin (500mg) + Clavulanic Acid (125mg)");
    expect(key).toBeDefined();
    expect(compositionKey("clavulanic acid (125 mg) + amoxicillin (0.5 g)")).toBe(key);
    expect(compositionKey("  AMOXYCILLIN  (500 MG)+CLAVULANIC ACID(125mg) ")).toBe(key);
    expect(compositionKey("Amoxicillin 500mg + Clavulanic Acid 0.125gm")).toBe(key);
    expect(compositionKey("Tamsulosin (0.4mg)")).toBe(compositionKey("Tamsulosin (400mcg)"));
    expect(compositionKey("Ferrous Sulphate (100mg)")).toBe(compositionKey("ferrous sulfate (100 mg)"));
    expect(compositionKey("Sucralfate (1gm/5ml)")).toBe(compositionKey("Sucralfate (1000mg/5ml)"));
  });

  it("differs for different strengths or ingredients", () => {
    expect(compositionKey("Paracetamol (500mg)")).not.toBe(compositionKey("Paracetamol (650mg)"));
    expect(compositionKey("Paracetamol (500mg)")).not.toBe(compositionKey("Paracetamol (500mcg)"));
    expect(compositionKey("Paracetamol (500mg)")).not.toBe(compositionKey("Paracetamol (500mg) + Caffeine (30mg)"));
    expect(compositionKey("Paracetamol (500mg) + Caffeine (30mg)")).not.toBe(
      compositionKey("Paracetamol (500mg) + Caffeine (30mg) + Caffeine (30mg)"),
    );
    expect(compositionKey("Cetirizine (10mg)")).not.toBe(compositionKey("Levocetirizine (10mg)"));
  });

  it("splits at '+' only, and not inside parentheses", () => {
    // Commas and "and" belong to the names in the real data.
    expect(compositionKey("Rabies vaccine, Human (2.5IU)")).toBe("rabies vaccine human iu:2.5");
    expect(compositionKey("Dextromethorphan + Pseudoephedrine (10 mg+30 mg)/5 ml")).toBe(
      compositionKey("Pseudoephedrine (10 mg+30 mg)/5 ml + Dextromethorphan"),
    );
    expect(compositionKey("A (10 mg+30 mg)")).not.toBe(compositionKey("A (30 mg+10 mg)"));
  });

  it("is undefined for an empty or N/A composition", () => {
    for (const text of ["", "   ", "N/A", " N/A ", "+", " + "]) expect(compositionKey(text), text).toBeUndefined();
  });

  const ingredient = fc.record({
    name: fc.constantFrom("Paracetamol", "Amoxycillin", "Clavulanic Acid", "Vitamin B6", "Ferrous Sulphate", "Zinc"),
    amount: fc.integer({ min: 1, max: 100_000 }),
    unit: fc.constantFrom("mg", "mcg", "ml", "IU", "%"),
  });
  const written = (part: { name: string; amount: number; unit: string }) => `${part.name} (${part.amount}${part.unit})`;

  it("never changes when the ingredients are shuffled", () => {
    fc.assert(
      fc.property(
        fc
          .array(ingredient, { minLength: 1, maxLength: 5 })
          .chain((parts) =>
            fc.tuple(
              fc.constant(parts),
              fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length }),
            ),
          ),
        ([parts, shuffled]) => {
          expect(compositionKey(shuffled.map(written).join(" + "))).toBe(
            compositionKey(parts.map(written).join(" + ")),
          );
        },
      ),
    );
  });

  it("always changes when one strength changes", () => {
    fc.assert(
      fc.property(
        fc.array(ingredient, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.integer({ min: 1, max: 100_000 }),
        (parts, at, amount) => {
          const index = at % parts.length;
          fc.pre(parts[index]!.amount !== amount);
          const changed = parts.map((part, i) => (i === index ? { ...part, amount } : part));
          expect(compositionKey(changed.map(written).join(" + "))).not.toBe(
            compositionKey(parts.map(written).join(" + ")),
          );
        },
      ),
    );
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        const key = compositionKey(text);
        if (key !== undefined) expect(key.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("formFamily", () => {
  it("reads the form or pack text first, then the name's last words", () => {
    expect(formFamily("Strip of 10 tablets", "Dolo 650 Tablet")).toBe("solid oral");
    expect(formFamily("", "Dolo 650 Tablet")).toBe("solid oral");
    expect(formFamily("Strip of 15 capsules", "")).toBe("solid oral");
    expect(formFamily("Bottle of 100 ml Syrup", "")).toBe("liquid oral");
    expect(formFamily("Bottle of 60 ml Oral Suspension", "")).toBe("liquid oral");
    expect(formFamily("Vial of 1 Injection", "")).toBe("injection");
    expect(formFamily("Pre-filled pen of 3 ml Solution for Injection", "")).toBe("injection");
    expect(formFamily("Tube of 20 gm Cream", "")).toBe("topical");
    expect(formFamily("Tube of 5 gm Eye Ointment", "")).toBe("eye or ear");
    expect(formFamily("Packet of 5 ml Ophthalmic Solution", "")).toBe("eye or ear");
    expect(formFamily("Bottle of 120 MDI Nasal Spray", "")).toBe("nasal");
    expect(formFamily("Packet of 200 MDI Inhaler", "")).toBe("inhaled");
    expect(formFamily("Bottle of 30 Rotacaps", "")).toBe("inhaled");
    expect(formFamily("Tube of 20 gm Rectal Cream", "")).toBe("rectal or vaginal");
    expect(formFamily("Sachet of 10 gm Granules", "")).toBe("oral powder");
    expect(formFamily("TABLET", "")).toBe("solid oral");
  });

  it("falls back on the name when the form names no form, and is undefined when neither does", () => {
    expect(formFamily("Pack of 1", "Combiflam Tablet")).toBe("solid oral");
    expect(formFamily("Bottle of 30 ml Solution", "Betadine 10% Solution")).toBeUndefined();
    expect(formFamily("Bottle of 30 ml Solution", "Adhair 2% Topical Solution")).toBe("topical");
    expect(formFamily("N/A", "Crocin Advance")).toBeUndefined();
  });

  it("gives a family of the list or nothing, for any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (form, name) => {
        const family = formFamily(form, name);
        if (family !== undefined) expect(FORM_FAMILIES).toContain(family);
      }),
    );
  });
});
