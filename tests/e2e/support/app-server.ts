import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

export type AppServer = {
  url: string;
  dataDir: string;
  /** Server log lines (JSON) seen so far. */
  logs: string[];
  stop(): Promise<void>;
};

/**
 * Starts the production build (`node server.js`) on a free loopback port with the
 * given environment, and resolves once it listens. The first catalogue load has
 * finished by then (the server loads before listening).
 */
export async function startAppServer(
  env: Record<string, string>,
  options: { dataDir?: string } = {},
): Promise<AppServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "pharma-e2e-")));
  const child = spawn(process.execPath, ["server.js"], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      CATALOGUE_RETRY_BASE_MS: "20",
      SITE_URL: "http://localhost:3000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join("\n")}`)), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${logs.join("\n")}`));
    });
    child.stderr?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      logs.push(line);
      const match = /"port":(\d+)/.exec(line);
      if (match && line.includes("serving on")) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
  });
  return {
    url,
    dataDir,
    logs,
    async stop() {
      await stopProcess(child);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.removeAllListeners("exit");
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
