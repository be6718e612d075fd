import { describe, expect, it } from "vitest";
import { parseContact, shownContact } from "./contact";

describe("parseContact", () => {
  it.each([
    ["98765 43210", "919876543210"],
    ["+91 98765-43210", "919876543210"],
    ["09876543210", "919876543210"],
    ["+91 (612) 345-6789", "916123456789"],
  ])("takes the Indian mobile number %s as %s", (typed, stored) => {
    expect(parseContact(typed)).toEqual({ channel: "phone", contact: stored });
  });

  it("takes an e-mail address in lower case", () => {
    expect(parseContact("  Chemist@Example.IN ")).toEqual({ channel: "email", contact: "chemist@example.in" });
  });

  it.each([
    ["", "nothing"],
    ["hello", "a word"],
    ["12345", "too few digits"],
    ["0612 266012", "a landline"],
    ["+44 20 7946 0958", "a number abroad"],
    ["5876543210", "a 10-digit number no mobile starts with"],
    ["chemist@", "half an address"],
    ["a@b.c\nBcc: x@y.z", "an address carrying a header"],
    ["98765 43210 or chemist@example.in", "two contacts"],
  ])("refuses %j (%s)", (typed) => {
    expect(parseContact(typed)).toBeNull();
  });

  it("shows a number as people read it, an address as it is", () => {
    expect(shownContact({ channel: "phone", contact: "919876543210" })).toBe("+91 98765 43210");
    expect(shownContact({ channel: "email", contact: "a@b.in" })).toBe("a@b.in");
  });
});
