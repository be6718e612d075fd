import { describe, expect, it } from "vitest";
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from "./languages";

describe("languages of paths", () => {
  it("reads /hi and what is under it as Hindi, and nothing else", () => {
    expect(languageOfPath("/hi")).toBe("hi");
    expect(languageOfPath("/hi/medicines/abc")).toBe("hi");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/medicines")).toBe("en");
    // A word that merely starts with "hi" is not the prefix.
    expect(languageOfPath("/hindi-medicines")).toBe("en");
    expect(languageOfPath("/history")).toBe("en");
  });

  it("removes the prefix", () => {
    expect(pathWithoutLanguage("/hi")).toBe("/");
    expect(pathWithoutLanguage("/hi/")).toBe("/");
    expect(pathWithoutLanguage("/hi/medicines")).toBe("/medicines");
    expect(pathWithoutLanguage("/medicines")).toBe("/medicines");
  });

  it("puts an address in either language, keeping its query and hash", () => {
    expect(pathInLanguage("/", "hi")).toBe("/hi");
    expect(pathInLanguage("/medicines?search=dolo&page=2", "hi")).toBe("/hi/medicines?search=dolo&page=2");
    expect(pathInLanguage("/?x=1", "hi")).toBe("/hi?x=1");
    expect(pathInLanguage("/hi/medicines?search=dolo", "en")).toBe("/medicines?search=dolo");
    expect(pathInLanguage("/hi?x=1", "en")).toBe("/?x=1");
    expect(pathInLanguage("/hi/contact", "hi")).toBe("/hi/contact");
    expect(pathInLanguage("/contact#form", "en")).toBe("/contact#form");
  });

  it("leaves addresses that are not site paths alone", () => {
    for (const href of ["?page=2", "#main", "https://wa.me/91", "mailto:a@b.in", "//cdn.example/x"]) {
      expect(pathInLanguage(href, "hi")).toBe(href);
    }
  });
});
