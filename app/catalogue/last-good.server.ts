import { createHash } from "node:crypto";
import { access, mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Steps } from "./loading/slices";
import { textPieces } from "./loading/text-pieces";

/**
 * The last good catalogue, kept in DATA_DIR across restarts: the sheet's text as it was read,
 * with its version and when it was first loaded. The server starts from it at once and reads
 * the sheet in the background; `npm run catalogue:check` compares a sheet with it.
 */
export type LastGoodRecord = z.infer<typeof lastGoodSchema>;

const lastGoodSchema = z.object({
  version: z.string().min(1),
  loadedAt: z.iso.datetime(),
  source: z.string(),
  gvizText: z.string(),
});

const LAST_GOOD_FILE = "catalogue-last-good.json";

export function lastGoodPath(dataDir: string): string {
  return path.join(dataDir, LAST_GOOD_FILE);
}

/**
 * Code units of the sheet hashed or written between two pauses: about 1 MB, a few ms. Hashing
 * or JSON-escaping the whole 7 MB sheet at once is 10 and 25 ms of the event loop on a quiet machine.
 */
const TEXT_PIECE = 1 << 20;

/** A catalogue's version: a hash of the sheet's text (the same as hashing it whole), in steps that may pause. */
export function* contentVersion(gvizText: string): Steps<string> {
  const hash = createHash("sha256");
  for (const piece of textPieces(gvizText, TEXT_PIECE)) {
    hash.update(piece);
    yield;
  }
  return hash.digest("hex").slice(0, 16);
}

/** Whether a record is kept (it is read, and may still turn out damaged, by {@link readLastGood}). */
export async function hasLastGood(dataDir: string): Promise<boolean> {
  return access(lastGoodPath(dataDir)).then(
    () => true,
    () => false,
  );
}

/**
 * The kept record; null when there is none yet. A file that is there but unreadable or damaged
 * throws: the caller says so rather than taking it for a first start.
 */
export async function readLastGood(dataDir: string): Promise<LastGoodRecord | null> {
  let text: string;
  try {
    text = await readFile(lastGoodPath(dataDir), "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
  return lastGoodSchema.parse(JSON.parse(text));
}

/**
 * The kept record's version, read from the head of the file only (the record is written version
 * first, see {@link writeRecord}): what a process checks every second to learn that another process
 * of the host took a new catalogue. Null when nothing is kept or the head is not a record's.
 */
export async function keptVersion(dataDir: string): Promise<string | null> {
  return (await keptHead(dataDir))?.version ?? null;
}

/** The kept record's version and time of reading, from the file's first bytes; null as {@link keptVersion}. */
async function keptHead(dataDir: string): Promise<{ version: string; loadedAt: string } | null> {
  let handle;
  try {
    handle = await open(lastGoodPath(dataDir), "r");
    const head = Buffer.alloc(256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const text = head.subarray(0, bytesRead).toString("utf8");
    const match = /^\{"version":"([^"\\]{1,100})"(?:,"loadedAt":"([^"\\]{1,40})")?/.exec(text);
    return match ? { version: match[1]!, loadedAt: match[2] ?? "" } : null;
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

/**
 * Keeps the record, written then renamed so that a crash mid-write never leaves a torn file behind.
 * A write that fails (a full disk) removes its part-written copy, which would hold the space.
 */
export async function writeLastGood(dataDir: string, record: LastGoodRecord): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const file = lastGoodPath(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeRecord(temporary, record);
    // Two processes that read two states of a changing sheet: the later reading stays kept, written
    // first or not, so that every process of the host ends on it (the store takes only a later one).
    const kept = await keptHead(dataDir);
    if (kept && Date.parse(kept.loadedAt) > Date.parse(record.loadedAt)) {
      await rm(temporary, { force: true });
      return;
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
}

/**
 * Writes the record as `JSON.stringify(record)` would, its sheet text a piece at a time, so that
 * the event loop has a turn between pieces.
 */
async function writeRecord(file: string, record: LastGoodRecord): Promise<void> {
  const { gvizText, ...head } = record;
  const handle = await open(file, "w");
  try {
    await handle.write(`${JSON.stringify(head).slice(0, -1)},"gvizText":"`);
    for (const piece of textPieces(gvizText, TEXT_PIECE)) {
      await handle.write(JSON.stringify(piece).slice(1, -1));
    }
    await handle.write('"}');
  } finally {
    await handle.close();
  }
}

/**
 * Where the catalogue store keeps its last good catalogue and learns of one another process took
 * (app/catalogue/store.server.ts): by default the file in DATA_DIR ({@link keptInFile}); with a
 * database that several hosts share, that database too (app/catalogue/shared-version/).
 */
export type KeptCatalogue = {
  /** Said in the log beside what went wrong with it (a file's path; never a database's address). */
  readonly where: string;
  has(): Promise<boolean>;
  /** The kept version, cheaply: asked every second. Null when none is kept or it cannot be read now. */
  version(): Promise<string | null>;
  read(): Promise<LastGoodRecord | null>;
  write(record: LastGoodRecord): Promise<void>;
};

/** The last good catalogue in DATA_DIR's file: what the processes of one host share. */
export function keptInFile(dataDir: string): KeptCatalogue {
  return {
    where: lastGoodPath(dataDir),
    has: () => hasLastGood(dataDir),
    version: () => keptVersion(dataDir),
    read: () => readLastGood(dataDir),
    write: (record) => writeLastGood(dataDir, record),
  };
}
