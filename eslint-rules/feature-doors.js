// One rule for every feature's doors (docs/architecture.md, "Features and their doors"): a module
// outside app/<feature>/ reaches the feature only through its entry, app/<feature>/index.ts (what
// browser code may import) or app/<feature>/index.server.ts (what the server runs), plus the few
// extra doors a feature names below. A new feature folder needs only its name added to FEATURES.
import fs from "node:fs";
import path from "node:path";

/** Import specifiers resolve as tsconfig says: "~/x" is app/x; relative paths from the importing file. */
function resolveSpecifier(specifier, filename, root) {
  if (specifier.startsWith("~/")) return path.join(root, "app", specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(filename), specifier);
  return undefined; // a package
}

const stripExtension = (file) => file.replace(/\.(d\.ts|[cm]?[jt]sx?)$/, "");

/** @type {import("eslint").Rule.RuleModule} */
export const featureDoors = {
  meta: {
    type: "problem",
    docs: { description: "A feature folder under app/ is reached from outside only through its doors." },
    schema: [
      {
        type: "object",
        properties: {
          features: { type: "array", items: { type: "string" } },
          // Extra doors per feature, as paths inside its folder without extension (e.g. "components/index").
          doors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      door: 'Import the {{feature}} feature through its door: {{doors}} (docs/architecture.md, "Features and their doors"); add what you need there.',
    },
  },
  create(context) {
    const { features = [], doors = {} } = context.options[0] ?? {};
    const root = context.cwd;
    const filename = context.filename;
    const here = path.relative(root, filename).split(path.sep).join("/");
    const ownFeature = features.find((feature) => here.startsWith(`app/${feature}/`));

    function check(node) {
      if (!node.source || typeof node.source.value !== "string") return;
      const target = resolveSpecifier(node.source.value, filename, root);
      if (!target) return;
      // A folder is imported through its index.
      const file = fs.statSync(target, { throwIfNoEntry: false })?.isDirectory() ? path.join(target, "index") : target;
      const relative = stripExtension(path.relative(root, file).split(path.sep).join("/"));
      const feature = features.find((name) => relative === `app/${name}` || relative.startsWith(`app/${name}/`));
      if (!feature || feature === ownFeature) return;
      // What a feature's tests share (an SMTP peer, sample sheets) serves tests and benches, not the feature's users.
      if (/\.test-(support|data)$/.test(relative)) return;
      const inside = relative.slice(`app/${feature}/`.length);
      const allowed = ["index", "index.server", ...(doors[feature] ?? [])];
      if (allowed.includes(inside)) return;
      context.report({
        node: node.source,
        messageId: "door",
        data: { feature, doors: allowed.map((door) => `~/${feature}/${door}`.replace(/\/index$/, "")).join(", ") },
      });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node);
      },
    };
  },
};

export default { rules: { "feature-doors": featureDoors } };
