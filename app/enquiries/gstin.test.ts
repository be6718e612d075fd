import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { gstinCheckCharacter, gstinProblem, normalizeGstin } from "./gstin";

// Real GSTINs in their published form: the GST portal's own example, and Reliance Industries'
// registration in Maharashtra as printed on its invoices.
const VALID = ["27AAPFU0939F1ZV", "27AAACR5055K1Z7"];

describe("GSTIN check", () => {
  it.each(VALID)("takes %s", (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it("takes the GSTIN the site prints in its footer and price lists", () => {
    expect(gstinProblem(site.licences.gstin)).toBeNull();
  });

  it("computes the check character by the base-36 method", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("27AAACR5055K1Z")).toBe("7");
  });

  it("reads a GSTIN written in lower case or with spaces", () => {
    expect(gstinProblem(normalizeGstin(" 27aapfu0939f1zv "))).toBeNull();
    expect(normalizeGstin("27 AAPFU 0939F 1ZV")).toBe("27AAPFU0939F1ZV");
  });

  it.each([
    ["27AAPFU0939F1ZW", "check"], // one typing mistake in the check character
    ["27AAPFU0939F1VZ", "check"], // two characters swapped
    ["27AAPFU0938F1ZV", "check"], // one digit of the PAN mistyped
    ["27AAPFU0939F1Z", "length"],
    ["27AAPFU0939F1ZVX", "length"],
    ["45AAPFU0939F1ZV", "state"], // no state has code 45
    ["00AAPFU0939F1ZV", "state"],
    ["27AAP1U0939F1ZV", "pan"], // a digit where the PAN has a letter
    ["27AAPFU093XF1ZV", "pan"],
    ["27AAPFU0939F0ZV", "format"], // the registration number starts at 1
    ["27AAPFU0939F1Z-", "format"],
  ])("refuses %s (%s)", (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });
});

describe("normalizeGstin", () => {
  it("removes spaces, dashes and invisible characters before the length is checked", () => {
    expect(normalizeGstin("27 AAPFU 0939 F 1 Z V")).toBe("27AAPFU0939F1ZV");
    expect(normalizeGstin("27-aapfu0939f–1zv")).toBe("27AAPFU0939F1ZV");
    expect(normalizeGstin("\u202e27AAPFU0939F1ZV\u200b")).toBe("27AAPFU0939F1ZV");
    expect(gstinProblem(normalizeGstin("27 AAPFU 0939 F 1 Z V"))).toBeNull();
  });
});
