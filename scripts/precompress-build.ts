// Run by `npm run build` after React Router's build: compresses the browser's files once, at the
// best levels (docs/decisions/009-precompressed-assets.md). React Router writes some of them
// (its route manifest) after Vite's plugins have run, so this runs on the finished folder.
import { precompress } from "./lib/precompress";

const CLIENT_BUILD = "build/client";

const results = await precompress(CLIENT_BUILD);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (pick: (result: (typeof results)[number]) => number | null) =>
  results.reduce((sum, result) => sum + (pick(result) ?? result.bytes), 0);
console.log(
  `precompressed ${results.length} files in ${CLIENT_BUILD}: ${kb(total((r) => r.bytes))} → ` +
    `brotli ${kb(total((r) => r.brotli))}, gzip ${kb(total((r) => r.gzip))}`,
);
