import { describe, expect, it } from "vitest";
import { STYLES_PLACE, withStylesItUses } from "./styles-it-uses.server";
import {
  classNamesIn,
  customPropertiesInStyleAttributes,
  leadingClassesOf,
  parseStyleItems,
  stylesUsedBy,
} from "./style-subset.server";

const CSS =
  "@layer theme,base,utilities;" +
  "@layer base{*,:before{box-sizing:border-box;translate:var(--tw-x)}}" +
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
        "@layer base{*,:before{box-sizing:border-box;translate:var(--tw-x)}}" +
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

  // Tailwind's shape: the theme's values, defaults for browsers without `@property`, registrations.
  const VARIABLES =
    "/*! licence */\n" +
    '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-content:""}}}' +
    "@layer theme{:root,:host{--color-red-50:#fef2f2;--color-red-600:#dc2626;--spacing:.25rem;" +
    "--font-sans:system-ui,sans-serif;--default-font-family:var(--font-sans)}}" +
    "@layer base{html{font-family:var(--default-font-family)}}" +
    "@layer utilities{.p-2{padding:calc(var(--spacing)*2)}.shadow{--tw-shadow:0 1px #0001;box-shadow:var(--tw-shadow)}" +
    ".ring{box-shadow:0 0 0 1px var(--tw-ring-color)}.ring-red-600{--tw-ring-color:var(--color-red-600)}.blur{--tw-blur:blur(8px);filter:var(--tw-blur)}" +
    ".tip{transition:--delay 0s}}" +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
    '@property --tw-blur{syntax:"*";inherits:false}@property --tw-content{syntax:"*";inherits:false;initial-value:""}' +
    '@property --delay{syntax:"<time>";inherits:true;initial-value:.7s}';

  it("leaves out the custom properties nothing left reads: their values, defaults and registrations", () => {
    const used = stylesUsedBy(parseStyleItems(VARIABLES), new Set(["p-2", "shadow"]));
    expect(used).toBe(
      "/*! licence */\n" +
        "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000}}}" +
        // --default-font-family is read by the base rule, and its value reads --font-sans.
        "@layer theme{:root,:host{--spacing:.25rem;--font-sans:system-ui,sans-serif;--default-font-family:var(--font-sans)}}" +
        "@layer base{html{font-family:var(--default-font-family)}}" +
        "@layer utilities{.p-2{padding:calc(var(--spacing)*2)}.shadow{--tw-shadow:0 1px #0001;box-shadow:var(--tw-shadow)}}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });

  it("keeps a custom property that a kept rule's definition, a transition or a style attribute reads", () => {
    const items = parseStyleItems(VARIABLES);
    // The ring colour's rule only defines, so its class decides; what it defines reads a colour.
    expect(stylesUsedBy(items, new Set(["ring", "ring-red-600"]))).toContain("--color-red-600:#dc2626");
    expect(stylesUsedBy(items, new Set(["ring"]))).not.toContain("--color-red-600");
    expect(stylesUsedBy(items, new Set(["tip"]))).toContain("@property --delay{");
    const inline = customPropertiesInStyleAttributes('<p style="color:var(--color-red-50)" class="p-2">');
    expect(inline).toEqual(new Set(["--color-red-50"]));
    expect(stylesUsedBy(items, new Set(["p-2"]), inline)).toContain(
      ":root,:host{--color-red-50:#fef2f2;--spacing:.25rem;",
    );
  });

  it("gives back every definition when everything is used", () => {
    const all = new Set(["p-2", "shadow", "ring", "ring-red-600", "blur", "tip"]);
    const inline = new Set(["--color-red-50", "--tw-content"]);
    expect(stylesUsedBy(parseStyleItems(VARIABLES), all, inline)).toBe(VARIABLES);
  });

  it("reads the classes of a rendered document, entities decoded", () => {
    expect(classNamesIn('<div class="a  md:block"><svg class="[&amp;&gt;svg]:size-4"></svg></div>')).toEqual(
      new Set(["a", "md:block", "[&>svg]:size-4"]),
    );
    // Another attribute ending in "class" is not one; a repeated value counts once.
    expect(classNamesIn('<i data-class="no" class="b"></i><i\nclass="b c"></i><i class="b"></i>')).toEqual(
      new Set(["b", "c"]),
    );
  });

  it("says the place for the page's rules is missing from a document whose head does not hold it", () => {
    // (Under Vitest the site's stylesheet is empty; tests/e2e/page-pipeline.spec.ts reads the build's pages.)
    expect(withStylesItUses("<style>p{}</style>")).toEqual({ missing: STYLES_PLACE });
  });
});
