// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { messageWithElement, messageWithElements } from "./message-parts";

afterEach(cleanup);

describe("messageWithElement", () => {
  it("puts the element where each language's sentence has the argument", () => {
    const strong = <strong>paracetamol</strong>;
    const en = render(
      <p>{messageWithElement(translatorFor("en"), "catalogue.spelling.showing", {}, "corrected", strong)}</p>,
    );
    expect(en.container.innerHTML).toBe("<p>Showing results for “<strong>paracetamol</strong>”.</p>");
    cleanup();
    const hi = render(
      <p>{messageWithElement(translatorFor("hi"), "catalogue.spelling.showing", {}, "corrected", strong)}</p>,
    );
    expect(hi.container.innerHTML).toBe("<p>“<strong>paracetamol</strong>” के नतीजे दिखाए जा रहे हैं।</p>");
  });
});

describe("messageWithElements", () => {
  it("puts each element where the sentence has its argument, with the other values as text", () => {
    const hint = (language: "en" | "hi") =>
      render(
        <p>
          {messageWithElements(
            translatorFor(language),
            "enquiryList.order.fileHint",
            { maxLines: 500, maxMegabytes: 1 },
            {
              extension: <span lang="en">.xlsx</span>,
              nameColumn: <span lang="en">Product name</span>,
              quantityColumn: <span lang="en">Qty</span>,
            },
          )}
        </p>,
      ).container.innerHTML;
    expect(hint("en")).toBe(
      '<p>CSV or Excel (<span lang="en">.xlsx</span>) with a header row naming the columns, for example “<span lang="en">Product name</span>” and “<span lang="en">Qty</span>”; at most 500 lines and 1 MB.</p>',
    );
    cleanup();
    expect(hint("hi")).toBe(
      '<p>CSV या Excel (<span lang="en">.xlsx</span>) फ़ाइल, जिसकी एक पंक्ति में कॉलम के नाम हों, जैसे दवा का नाम (“<span lang="en">Product name</span>”) और मात्रा (“<span lang="en">Qty</span>”); अधिकतम 500 पंक्तियाँ और 1 MB।</p>',
    );
  });
});
