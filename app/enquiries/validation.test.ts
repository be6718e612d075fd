import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { EMPTY_ENQUIRY_VALUES, ENQUIRY_LIMITS, type EnquiryKind } from "./form";
import { parseEnquiryForm as parseIn, parsePagePath } from "./validation";

/** The form as the English pages check it. */
const parseEnquiryForm = (data: FormData, kind: EnquiryKind = "contact") => parseIn(data, kind, translatorFor("en"));

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const valid = { name: "Asha Kumari", email: "asha@example.com", message: "Do you stock Dolo 650 in strips of 15?" };

describe("contact form validation", () => {
  it("accepts a complete form and trims what was typed", () => {
    const result = parseEnquiryForm(
      form({ name: "  Asha Kumari ", email: " asha@example.com ", message: "\n Do you stock Dolo 650? \n" }),
    );
    expect(result).toEqual({
      ok: true,
      input: { name: "Asha Kumari", email: "asha@example.com", message: "Do you stock Dolo 650?" },
    });
  });

  it("asks for every missing field, and echoes back what was typed", () => {
    const result = parseEnquiryForm(form({ name: "   ", email: "asha@example.com" }));
    expect(result).toEqual({
      ok: false,
      errors: { name: "Enter your name", message: "Enter your message" },
      values: { ...EMPTY_ENQUIRY_VALUES, name: "   ", email: "asha@example.com" },
    });
  });

  it.each(["asha", "asha@", "asha@example", "asha example@example.com", "@example.com"])(
    "rejects the e-mail address %j",
    (email) => {
      const result = parseEnquiryForm(form({ ...valid, email }));
      expect(result.ok).toBe(false);
      expect(!result.ok && result.errors).toEqual({ email: "Enter an e-mail address like name@example.com" });
    },
  );

  it("enforces the length limits at their exact edges", () => {
    const at = (name: string, email: string, message: string) => parseEnquiryForm(form({ name, email, message }));
    const longEmail = (length: number) => `${"a".repeat(64)}@${"b".repeat(length - 64 - 1 - 4)}.com`;
    expect(at("n".repeat(ENQUIRY_LIMITS.nameMax), valid.email, valid.message).ok).toBe(true);
    expect(at("n".repeat(ENQUIRY_LIMITS.nameMax + 1), valid.email, valid.message)).toMatchObject({
      errors: { name: "Your name can be at most 100 characters" },
    });
    expect(at(valid.name, valid.email, "m".repeat(ENQUIRY_LIMITS.messageMin)).ok).toBe(true);
    expect(at(valid.name, valid.email, "m".repeat(ENQUIRY_LIMITS.messageMin - 1))).toMatchObject({
      errors: { message: "Your message needs at least 10 characters" },
    });
    expect(at(valid.name, valid.email, "m".repeat(ENQUIRY_LIMITS.messageMax)).ok).toBe(true);
    expect(at(valid.name, valid.email, "m".repeat(ENQUIRY_LIMITS.messageMax + 1))).toMatchObject({
      errors: { message: "Your message can be at most 5000 characters" },
    });
    expect(at(valid.name, longEmail(ENQUIRY_LIMITS.emailMax + 1), valid.message)).toMatchObject({
      errors: { email: "Your e-mail address can be at most 254 characters" },
    });
  });

  it("counts a line break as one character, as the browser's maxlength does", () => {
    // 4999 characters with one CRLF as browsers submit it: within the 5000 limit.
    const message = `${"m".repeat(2499)}\r\n${"m".repeat(2499)}`;
    const result = parseEnquiryForm(form({ ...valid, message }));
    expect(result).toMatchObject({ ok: true, input: { message: `${"m".repeat(2499)}\n${"m".repeat(2499)}` } });
  });

  it("refuses line breaks in the name, which would end up in an e-mail header", () => {
    const result = parseEnquiryForm(form({ ...valid, name: "Asha\r\nBcc: victim@example.com" }));
    expect(result).toMatchObject({
      ok: false,
      errors: { name: "Your name cannot contain line breaks or control characters" },
    });
  });

  it("keeps tabs and line breaks in the message but refuses other control characters", () => {
    expect(parseEnquiryForm(form({ ...valid, message: "Line one\n\tLine two" })).ok).toBe(true);
    expect(parseEnquiryForm(form({ ...valid, message: "Bell \u0007 in the message" }))).toMatchObject({
      errors: { message: "Your message contains characters that cannot be sent" },
    });
  });

  it("treats a file sent in place of text as an empty field", () => {
    const result = parseEnquiryForm(form({ ...valid, message: new Blob(["hello there friend"]) }));
    expect(result).toMatchObject({ ok: false, errors: { message: "Enter your message" } });
  });
});

describe("enquiry list form validation", () => {
  const list = (fields: Record<string, string>) => parseEnquiryForm(form(fields), "list");

  it("takes name and e-mail alone: phone and message are optional", () => {
    expect(list({ name: "Asha", email: "asha@example.com" })).toEqual({
      ok: true,
      input: { ...EMPTY_ENQUIRY_VALUES, name: "Asha", email: "asha@example.com" },
    });
    expect(list({ name: "Asha", email: "asha@example.com", phone: " +91 98765-43210 ", message: "Ok" })).toMatchObject({
      ok: true,
      input: { phone: "+91 98765-43210", message: "Ok" },
    });
  });

  it("holds name and e-mail to the contact form's rules", () => {
    expect(list({ name: "", email: "asha" })).toMatchObject({
      ok: false,
      errors: { name: "Enter your name", email: "Enter an e-mail address like name@example.com" },
    });
  });

  it("takes who is asking, the GSTIN upper case without spaces", () => {
    const buyer = {
      shop: " Sharma Medical Hall ",
      drugLicence: "BR-PAT-1234/20B",
      gstin: "27 aapfu 0939f1zv",
      city: "Patna",
    };
    expect(list({ name: "Asha", email: "asha@example.com", ...buyer })).toMatchObject({
      ok: true,
      input: { shop: "Sharma Medical Hall", drugLicence: "BR-PAT-1234/20B", gstin: "27AAPFU0939F1ZV", city: "Patna" },
    });
  });

  it.each([
    ["27AAPFU0939F1ZW", "last character does not match"],
    ["27AAPFU0939F1Z", "has 15 characters"],
    ["45AAPFU0939F1ZV", "state code"],
    ["27AAP1U0939F1ZV", "PAN"],
  ])("refuses the GSTIN %s, saying what is wrong", (gstin, says) => {
    expect(list({ name: "Asha", email: "asha@example.com", gstin })).toMatchObject({
      ok: false,
      errors: { gstin: expect.stringContaining(says) },
      values: { gstin },
    });
  });

  it("refuses line breaks and overlong text in who is asking, in Hindi on the Hindi page", () => {
    const fields = {
      name: "Asha",
      email: "asha@example.com",
      shop: "Sharma\r\nBcc: x@example.com",
      city: "P".repeat(61),
    };
    expect(list(fields)).toMatchObject({
      ok: false,
      errors: {
        shop: "This field cannot contain line breaks or control characters",
        city: "The city can be at most 60 characters",
      },
    });
    expect(
      parseIn(form({ name: "Asha", email: "asha@example.com", gstin: "27AAPFU0939F1ZW" }), "list", translatorFor("hi")),
    ).toMatchObject({
      errors: { gstin: expect.stringContaining("आख़िरी अक्षर") },
    });
  });

  it.each(["12345", "call me", "+91 98765 43210 ext 4", "1".repeat(16), "98765\n43210"])(
    "refuses the phone %j",
    (phone) => {
      expect(list({ name: "Asha", email: "asha@example.com", phone })).toMatchObject({
        ok: false,
        errors: { phone: expect.stringMatching(/phone number/) },
        values: { phone },
      });
    },
  );

  it("still limits the message's length and characters", () => {
    expect(
      list({ name: "A", email: "a@example.com", message: "m".repeat(ENQUIRY_LIMITS.messageMax + 1) }),
    ).toMatchObject({ ok: false, errors: { message: "Your message can be at most 5000 characters" } });
    expect(list({ name: "A", email: "a@example.com", message: "Bell \u0007" })).toMatchObject({
      ok: false,
      errors: { message: "Your message contains characters that cannot be sent" },
    });
  });
});

describe("validation messages on the Hindi pages", () => {
  const hindi = (fields: Record<string, string>, kind: EnquiryKind = "contact") =>
    parseIn(form(fields), kind, translatorFor("hi"));

  it("asks for the missing fields in Hindi", () => {
    expect(hindi({ name: " ", email: "asha@example", message: "short" })).toMatchObject({
      ok: false,
      errors: {
        name: "अपना नाम लिखें",
        email: "ईमेल पता इस तरह लिखें: name@example.com",
        message: "संदेश में कम से कम 10 अक्षर होने चाहिए",
      },
    });
  });

  it("names each field's own limit", () => {
    expect(
      hindi({ name: "n".repeat(ENQUIRY_LIMITS.nameMax + 1), email: "a@example.com", phone: "1".repeat(21) }, "list"),
    ).toMatchObject({
      errors: {
        name: "नाम ज़्यादा से ज़्यादा 100 अक्षर का हो सकता है",
        phone: "फ़ोन नंबर ज़्यादा से ज़्यादा 20 अक्षर का हो सकता है",
      },
    });
  });
});

describe("page path of an enquiry", () => {
  it("keeps paths on this site, with their query", () => {
    expect(parsePagePath("/contact")).toBe("/contact");
    expect(parsePagePath("/contact?from=%2Fmedicines%2Fdolo-650")).toBe("/contact?from=%2Fmedicines%2Fdolo-650");
  });

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example", "contact", "/with space", null])(
    "refuses %j",
    (value) => {
      expect(parsePagePath(value)).toBeNull();
    },
  );
});

describe("text as it enters", () => {
  const list = (fields: Record<string, string>) => parseEnquiryForm(form(fields), "list");

  it("checks the GSTIN's length once its spaces and dashes are gone", () => {
    for (const gstin of ["27 AAPFU 0939 F 1 Z V", "27-AAPFU0939F-1ZV", "27 – AAPFU0939F – 1ZV"]) {
      expect(list({ name: "Asha", email: "asha@example.com", gstin })).toMatchObject({
        ok: true,
        input: { gstin: "27AAPFU0939F1ZV" },
      });
    }
    expect(list({ name: "Asha", email: "asha@example.com", gstin: "27 AAPFU 0939 F 1 Z" })).toMatchObject({
      ok: false,
      errors: { gstin: expect.stringContaining("has 15 characters") },
    });
  });

  it("removes bidirectional controls from every field of both forms, and from what is given back", () => {
    const rlo = "\u202e";
    expect(
      parseEnquiryForm(
        form({ name: `Asha${rlo} Kumari`, email: `asha@example.com\u200f`, message: `Send 10 strips${rlo} =1+1` }),
      ),
    ).toEqual({
      ok: true,
      input: { name: "Asha Kumari", email: "asha@example.com", message: "Send 10 strips =1+1" },
    });
    const typed = {
      name: "Asha",
      email: "asha@example.com",
      phone: `\u2066+91 98765 43210\u2069`,
      shop: `${rlo}llaH lacideM amrahS`,
      city: `Patna\u202c`,
      gstin: `\u200f27AAPFU0939F1ZV`,
    };
    expect(list(typed)).toMatchObject({
      ok: true,
      input: { phone: "+91 98765 43210", shop: "llaH lacideM amrahS", city: "Patna", gstin: "27AAPFU0939F1ZV" },
    });
    // Refused (an address that is not one), what was typed comes back cleaned too.
    expect(list({ ...typed, email: "asha@" })).toMatchObject({
      ok: false,
      values: { phone: "+91 98765 43210", shop: "llaH lacideM amrahS", city: "Patna" },
    });
  });
});
