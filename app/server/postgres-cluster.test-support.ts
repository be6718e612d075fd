import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chmod, chown, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/**
 * A throw-away PostgreSQL for tests and benches: a new cluster (Debian's `postgresql` package,
 * /usr/lib/postgresql/<version>/bin) in a temporary folder, listening on a free loopback port with
 * its unix socket in that folder too, so that nothing of the machine's own PostgreSQL (if any) is
 * touched. Starting one costs a second or two: share one per test file (or per run) and give each
 * test a database of its own ({@link ThrowawayPostgres.createDatabase}).
 *
 * initdb and postgres refuse to run as root, and CI runs as root: then they run as the `postgres`
 * user the Debian package creates (`runuser -u postgres --`), the folder chowned to it.
 */

const run = promisify(execFile);

export type ThrowawayPostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the cluster's own database (trust authentication). */
  readonly url: string;
  readonly port: number;
  /** A new, empty database; its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast: open connections are cut) and leaves it stopped until {@link start}. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same data. */
  start(): Promise<void>;
  /** Stops it and starts it again: every open connection is cut. */
  restart(): Promise<void>;
  /** Stops the server and deletes its folder. */
  remove(): Promise<void>;
};

/** The folder of Debian's PostgreSQL programs (the newest version installed); null when none is. */
export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

/** A port nothing listens on now, on the loopback address. */
export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** `port`: listen there (a server already told to use it, say); a free one by default. */
export async function startThrowawayPostgres(settings: { port?: number } = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error("PostgreSQL is not installed (apt-get install postgresql): no /usr/lib/postgresql/*/bin/initdb");
  const asRoot = process.getuid?.() === 0;
  const folder = await mkdtemp(path.join(os.tmpdir(), "pharma-pg-"));
  const data = path.join(folder, "data");
  const socketDir = path.join(folder, "socket");
  const log = path.join(folder, "server.log");
  await mkdir(socketDir);
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    const [uid, gid] = [Number(stdout.trim()), Number(group.trim())];
    await chown(folder, uid, gid);
    await chown(socketDir, uid, gid);
  }
  await chmod(folder, 0o700);

  /** Runs one of PostgreSQL's programs, as the postgres user when this process is root. */
  const program = (name: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, name), ...args]) : run(path.join(bin, name), args);

  const port = settings.port ?? (await freeLoopbackPort());
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // No fsync: a test's data need not survive the machine's crash, and it makes every commit far quicker.
  const options = [
    `-p ${port}`,
    "-h 127.0.0.1",
    `-k ${socketDir}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");

  async function start() {
    try {
      await program("pg_ctl", ["-D", data, "-l", log, "-w", "-t", "60", "-o", options, "start"]);
    } catch (error) {
      const tail = await readFile(log, "utf8").catch(() => "");
      throw new Error(`PostgreSQL did not start: ${String(error)}\n${tail.slice(-2000)}`);
    }
  }
  async function stop() {
    await program("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]).catch(() => undefined);
  }

  try {
    await program("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
    await start();
  } catch (error) {
    await stop();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  let databases = 0;
  return {
    url,
    port,
    async createDatabase(name = `test_${process.pid}_${++databases}_${Date.now().toString(36)}`) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
    async restart() {
      await stop();
      await start();
    },
    async remove() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
