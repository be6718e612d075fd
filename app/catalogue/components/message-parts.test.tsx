// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { messageWithElement } from "./message-parts";

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
