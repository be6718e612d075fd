import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Makes sure the server can keep its state in `folder` (creating it when missing), by writing and
 * removing a small file there: a folder the server cannot write, a read-only disk or a path
 * through a file stops the start with a sentence that says so, instead of SQLite's
 * `ConnectionFailed(…: 14)` or a catalogue that is silently never kept.
 */
export async function assertWritableFolder(folder: string, what: string): Promise<void> {
  const probe = path.join(folder, `.write-check-${process.pid}-${randomUUID()}`);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(probe, "");
  } catch (error) {
    const code = error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : "unknown";
    throw new Error(
      `${what} ${folder} is not writable (${code}): the server keeps its state there. ` +
        "Make it writable for the user the server runs as, or point the setting at a folder that is.",
      { cause: error },
    );
  } finally {
    await rm(probe, { force: true }).catch(() => {});
  }
}
