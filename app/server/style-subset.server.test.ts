import { describe, expect, it } from "vitest";
import { withStylesItUses } from "./styles.server";
import { classNamesIn, leadingClassesOf, parseStyleItems, stylesUsedBy } from "./style-subset.server";

const CSS =
  "@layer theme,base,utilities;" +
  "@layer base{*,:before{box-sizing:border-box}}" +
  "@layer utilities{.hidden{display:none}.md\\:block{@media (width>=48rem){display:block}}" +
  ".space-y-2>:not(:last-child){margin-block-end:.5rem}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}" +
  '.after\\:content-\\[\\"\\}\\"\\]:after{content:"}"}.w-1\\/2{width:50%}}' +
  "@media print{.print\\:hidden{display:none}}" +
  '@property --tw-x{syntax:"*";inherits:false}@keyframes pulse{50%{opacity:.5}}';

describe("the stylesheet a page uses", () => {
  it("reads the class each selector starts with, unescaped", () => {
    expect(leadingClassesOf(".md\\:block")).toEqual(["md:block"]);
    expect(leadingClassesOf(".\\[\\&\\>svg\\]\\:size-4>svg")).toEqual(["[&>svg]:size-4"]);
    expect(leadingClassesOf(".\\32 xl\\:grid,.a:is(.b,.c)")).toEqual(["2xl:grid", "a"]);
    expect(leadingClassesOf(":root,.x")).toBeNull();
  });

  it("keeps the rules led by the page's classes and everything not led by a class", () => {
    const used = stylesUsedBy(parseStyleItems(CSS), new Set(["md:block", "[&>svg]:size-4", 'after:content-["}"]']));
    expect(used).toBe(
      "@layer theme,base,utilities;" +
        "@layer base{*,:before{box-sizing:border-box}}" +
        "@layer utilities{.md\\:block{@media (width>=48rem){display:block}}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}" +
        '.after\\:content-\\[\\"\\}\\"\\]:after{content:"}"}}' +
        '@property --tw-x{syntax:"*";inherits:false}@keyframes pulse{50%{opacity:.5}}',
    );
  });

  it("gives back the whole stylesheet when every class is used", () => {
    const all = new Set([
      "hidden",
      "md:block",
      "space-y-2",
      "[&>svg]:size-4",
      'after:content-["}"]',
      "w-1/2",
      "print:hidden",
    ]);
    expect(stylesUsedBy(parseStyleItems(CSS), all)).toBe(CSS);
  });

  it("reads the classes of a rendered document, entities decoded", () => {
    expect(classNamesIn('<div class="a  md:block"><svg class="[&amp;&gt;svg]:size-4"></svg></div>')).toEqual(
      new Set(["a", "md:block", "[&>svg]:size-4"]),
    );
  });

  it("leaves alone a document whose head does not hold the site's stylesheet", () => {
    // (Under Vitest the site's stylesheet is empty; tests/e2e/page-scripts.spec.ts reads the build's pages.)
    expect(withStylesItUses("<style>p{}</style>")).toBe("<style>p{}</style>");
  });
});
