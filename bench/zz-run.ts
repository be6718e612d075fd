import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { largestManufacturerPath, requestProbesAt } from "./zz-hostile-copy";
const dir = mkdtempSync(path.join(tmpdir(), "hostile-"));
await requestProbesAt("synthetic-100k", dir, largestManufacturerPath());
