/**
 * The part of the site's stylesheet a rendered page can use (docs/decisions/018-first-card-sooner.md):
 * every rule whose selector starts with a class that no element of the page carries is left out, as
 * it can match nothing there. Tailwind writes each utility as a rule led by its own class
 * (`.md\:block`, `.space-y-2>:not(:last-child)`, `.group-hover\:x:is(:where(.group):hover *)`), so
 * on a catalogue page about 350 of its 680 rules go. Then every custom property that nothing left
 * reads goes too: its value among the theme's (`:root{--color-red-50:…}`), its registration
 * (`@property --tw-blur`) and its default for browsers without registrations. About a fifth of what
 * is left is such definitions, and no style depends on a custom property nobody reads. Everything
 * else (rules without a leading class, `@keyframes`, `@page`, the order of the layers) is kept as
 * written. The browser loads the whole stylesheet before the page's script renders anything new
 * (app/page-pipeline/site-stylesheet.ts).
 */

/** A stylesheet split into what can be left out: rules by leading classes, blocks by their rules. */
export type StyleItem =
  | { kind: "text"; text: string; reads: readonly string[]; registers: string | null }
  | {
      kind: "rule";
      text: string;
      leadingClasses: readonly string[] | null;
      /** The custom properties its declarations name; none for a rule of definitions only. */
      reads: readonly string[];
      /** Its declarations when each defines a custom property (`:root{--a:1;--b:var(--a)}`). */
      definitions: { selector: string; list: readonly CustomPropertyDefinition[] } | null;
    }
  | { kind: "block"; prelude: string; items: readonly StyleItem[] };

/** One `--name:value` of a rule that only defines custom properties. */
type CustomPropertyDefinition = { name: string; text: string; reads: readonly string[] };

const GROUPING_AT_RULES = /^@(?:layer|media|supports|container)\b/;

/** Splits minified or written CSS into its top-level statements and blocks, once per stylesheet. */
export function parseStyleItems(css: string): StyleItem[] {
  const items: StyleItem[] = [];
  let position = 0;
  while (position < css.length) {
    // A comment before a statement (the licence before the first layer) is an item of its own: as
    // part of the statement's prelude it would hide what the statement is.
    const commentAt = afterSpace(css, position);
    if (css.startsWith("/*", commentAt)) {
      const close = css.indexOf("*/", commentAt + 2);
      const end = close === -1 ? css.length : afterSpace(css, close + 2);
      items.push({ kind: "text", text: css.slice(position, end), reads: [], registers: null });
      position = end;
      continue;
    }
    const { end, brace } = statementEnd(css, position);
    const prelude = css.slice(position, brace ?? end).trim();
    const text = css.slice(position, end);
    if (brace === undefined) {
      if (prelude) items.push({ kind: "text", text, reads: customPropertiesIn(text), registers: null });
    } else if (GROUPING_AT_RULES.test(prelude)) {
      items.push({ kind: "block", prelude, items: parseStyleItems(css.slice(brace + 1, end - 1)) });
    } else if (prelude.startsWith("@")) {
      const registers = /^@property\s+(--[\w-]+)/.exec(prelude)?.[1] ?? null;
      items.push({ kind: "text", text, reads: registers ? [] : customPropertiesIn(text), registers });
    } else {
      const definitions = customPropertyDefinitions(css.slice(brace + 1, end - 1));
      items.push({
        kind: "rule",
        text,
        leadingClasses: leadingClassesOf(prelude),
        reads: definitions ? [] : customPropertiesIn(text),
        definitions: definitions && { selector: prelude, list: definitions },
      });
    }
    position = end;
  }
  return items;
}

const SPACE = /\s*/y;

/** Where the white space from `position` on ends. */
function afterSpace(css: string, position: number): number {
  SPACE.lastIndex = position;
  SPACE.exec(css);
  return SPACE.lastIndex;
}

/**
 * Where the statement starting at `start` ends (after its `;` or its block's `}`) and, for a block,
 * where its `{` is. Strings, escapes and comments are stepped over.
 */
function statementEnd(css: string, start: number): { end: number; brace?: number } {
  let depth = 0;
  let brace: number | undefined;
  for (let index = start; index < css.length; index++) {
    const char = css[index];
    if (char === "\\") index++;
    else if (char === '"' || char === "'") index = stringEnd(css, index);
    else if (char === "/" && css[index + 1] === "*") index = css.indexOf("*/", index + 2) + 1 || css.length;
    else if (char === "{") {
      brace ??= index;
      depth++;
    } else if (char === "}") {
      depth--;
      if (depth === 0) return { end: index + 1, brace };
      if (depth < 0) return { end: index + 1 };
    } else if (char === ";" && depth === 0) return { end: index + 1 };
  }
  return { end: css.length, brace };
}

function stringEnd(css: string, start: number): number {
  for (let index = start + 1; index < css.length; index++) {
    if (css[index] === "\\") index++;
    else if (css[index] === css[start]) return index;
  }
  return css.length;
}

/** Every custom property a piece of CSS names (`var(--x)`, `--x:`, `transition: --x`), once each. */
function customPropertiesIn(css: string): string[] {
  return [...new Set(css.match(/--[\w-]+/g))];
}

/**
 * A declaration block's declarations when every one of them defines a custom property
 * (`--a:1;--b:var(--a)`), else null: such a rule does nothing but give values to whoever reads them.
 */
function customPropertyDefinitions(block: string): CustomPropertyDefinition[] | null {
  const definitions: CustomPropertyDefinition[] = [];
  let position = 0;
  while (position < block.length) {
    const { end, brace } = statementEnd(block, position);
    if (brace !== undefined) return null;
    const text = block.slice(position, end).replace(/;$/, "");
    position = end;
    if (!text.trim()) continue;
    const name = /^\s*(--[\w-]+)\s*:/.exec(text)?.[1];
    if (!name) return null;
    definitions.push({ name, text: text.trim(), reads: customPropertiesIn(text.slice(text.indexOf(":") + 1)) });
  }
  return definitions.length > 0 ? definitions : null;
}

/**
 * The class each of a selector list's selectors starts with, unescaped; null when one of them
 * starts otherwise (`:root`, `*`, `html`), which keeps the rule whatever the page holds.
 */
export function leadingClassesOf(selectorList: string): string[] | null {
  const classes: string[] = [];
  for (const selector of splitTopLevel(selectorList)) {
    const match = /^\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-]|[^\p{ASCII}])+)/u.exec(selector.trim());
    if (!match) return null;
    classes.push(unescapeIdentifier(match[1]!));
  }
  return classes;
}

function splitTopLevel(selectorList: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let index = 0; index < selectorList.length; index++) {
    const char = selectorList[index];
    if (char === "\\") index++;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      parts.push(selectorList.slice(from, index));
      from = index + 1;
    }
  }
  parts.push(selectorList.slice(from));
  return parts;
}

function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex === undefined ? char! : String.fromCodePoint(parseInt(hex, 16)),
  );
}

/**
 * The stylesheet without the rules led by a class that is not in `classes`, and without the custom
 * properties that neither what is left nor the page's `style` attributes (`alsoRead`) read.
 */
export function stylesUsedBy(
  items: readonly StyleItem[],
  classes: ReadonlySet<string>,
  alsoRead: Iterable<string> = [],
): string {
  const kept = itemsUsedBy(items, classes);
  return written(kept, customPropertiesRead(kept, alsoRead));
}

/** The items whose rules can match an element with one of `classes`; blocks keep only those. */
function itemsUsedBy(items: readonly StyleItem[], classes: ReadonlySet<string>): StyleItem[] {
  const kept: StyleItem[] = [];
  for (const item of items) {
    if (item.kind === "rule") {
      if (item.leadingClasses === null || item.leadingClasses.some((name) => classes.has(name))) kept.push(item);
    } else if (item.kind === "block") {
      kept.push({ ...item, items: itemsUsedBy(item.items, classes) });
    } else kept.push(item);
  }
  return kept;
}

/**
 * The custom properties that kept rules and `alsoRead` name, and, over and over, those the values
 * of the read ones name (`--default-font-family:var(--font-sans)`).
 */
function customPropertiesRead(items: readonly StyleItem[], alsoRead: Iterable<string>): Set<string> {
  const read = new Set(alsoRead);
  const definitions = new Map<string, string[]>();
  const visit = (list: readonly StyleItem[]) => {
    for (const item of list) {
      if (item.kind === "block") visit(item.items);
      else {
        for (const name of item.reads) read.add(name);
        if (item.kind !== "rule" || !item.definitions) continue;
        for (const { name, reads } of item.definitions.list)
          definitions.set(name, [...(definitions.get(name) ?? []), ...reads]);
      }
    }
  };
  visit(items);
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of definitions.get(name) ?? []) {
      if (!read.has(next)) {
        read.add(next);
        pending.push(next);
      }
    }
  }
  return read;
}

function written(items: readonly StyleItem[], read: ReadonlySet<string>): string {
  let css = "";
  for (const item of items) {
    if (item.kind === "rule") css += item.definitions ? definitionsRead(item.text, item.definitions, read) : item.text;
    else if (item.kind === "text") {
      if (item.registers === null || read.has(item.registers)) css += item.text;
    } else {
      const inner = written(item.items, read);
      // An empty `@layer name{}` still sets the layers' order: only conditional blocks may go.
      if (inner || item.prelude.startsWith("@layer")) css += `${item.prelude}{${inner}}`;
    }
  }
  return css;
}

/** A rule of custom property definitions with only the read ones: as written when all are, nothing when none is. */
function definitionsRead(
  text: string,
  { selector, list }: { selector: string; list: readonly CustomPropertyDefinition[] },
  read: ReadonlySet<string>,
): string {
  const kept = list.filter(({ name }) => read.has(name));
  if (kept.length === list.length) return text;
  return kept.length > 0 ? `${selector}{${kept.map((definition) => definition.text).join(";")}}` : "";
}

const HTML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
  "#x27": "'",
};

/**
 * Every class name on an element of a rendered document (React writes `class="…"`, entities
 * escaped). Run on every page the server renders: the document is searched with `indexOf`, and each
 * distinct attribute value (a page of cards repeats the same few dozen) is split once.
 */
export function classNamesIn(html: string): Set<string> {
  const values = new Set<string>();
  let from = 0;
  for (;;) {
    const at = html.indexOf('class="', from);
    const end = at === -1 ? -1 : html.indexOf('"', at + 7);
    if (end === -1) break;
    // HTML's white space only: the page is read one character per byte (page-bytes.server.ts),
    // where `\s` would also take bytes of Hindi letters.
    if (/[\t\n\f\r ]/.test(html[at - 1] ?? "")) values.add(html.slice(at + 7, end));
    from = end + 1;
  }
  const names = new Set<string>();
  for (const value of values) {
    const decoded = value.includes("&")
      ? value.replace(/&(#?\w+);/g, (entity, name: string) => HTML_ENTITIES[name] ?? entity)
      : value;
    for (const name of decoded.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** Every custom property the `style` attributes of a rendered document name. */
export function customPropertiesInStyleAttributes(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g)) {
    for (const name of customPropertiesIn(value!)) names.add(name);
  }
  return names;
}
