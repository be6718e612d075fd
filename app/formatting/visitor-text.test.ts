import { describe, expect, it } from "vitest";
import { defanged, quotedVisitorText } from "./visitor-text";

describe("visitor text in staff e-mails", () => {
  it("defangs every link a mail program could make: schemes, www, bare domains, addresses, IPs", () => {
    expect(defanged("re-verify your desk account at http://evil.example/desk/sign-in")).toBe(
      "re-verify your desk account at hxxp://evil[.]example/desk/sign-in",
    );
    expect(defanged("HTTPS://Evil.Example/x?y=1")).toBe("hxxps://Evil[.]Example/x?y=1");
    expect(defanged("see www.evil.com now")).toBe("see www[.]evil[.]com now");
    expect(defanged("go to evil.xyz or evil.in")).toBe("go to evil[.]xyz or evil[.]in");
    expect(defanged("write to desk@evil.com")).toBe("write to desk@evil[.]com");
    expect(defanged("open 203.0.113.9/login")).toBe("open 203[.]0[.]113[.]9/login");
    expect(defanged("mailto:desk@evil.com")).toBe("mailto[:]desk@evil[.]com");
  });

  it("leaves a medicine's words alone", () => {
    for (const text of [
      "Dolo 650 Tablet",
      "Vit. B12 0.5 mg",
      "Amoxycillin 250mg/5ml syrup",
      "डोलो 650",
      "e.g. crocin",
    ]) {
      expect(defanged(text)).toBe(text);
    }
  });

  it("quotes on one line", () => {
    expect(quotedVisitorText("  dolo\n  650 see http://a.example ")).toBe("“dolo 650 see hxxp://a[.]example”");
  });
});
