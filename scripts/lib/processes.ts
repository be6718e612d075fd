import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Child processes of a benchmark run or a test (servers, browsers, workers). Each one is stopped by
 * its own PID; with {@link installCleanup}, also when the run ends, fails or is interrupted, so
 * nothing outlives `npm run bench`.
 */

type Tracked = { child: ChildProcess; group: boolean };
const running = new Set<Tracked>();

/**
 * Starts a tracked child. With `group`, the child leads a new process group (a browser and its
 * helpers) and stopping it signals that whole group, which it alone created.
 */
export function startProcess(
  command: string,
  args: readonly string[],
  options: SpawnOptions & { group?: boolean } = {},
): ChildProcess {
  const { group = false, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: group });
  const tracked = { child, group };
  running.add(tracked);
  child.once("exit", () => running.delete(tracked));
  child.once("error", () => running.delete(tracked));
  return child;
}

function signal(tracked: Tracked, name: NodeJS.Signals): void {
  const pid = tracked.child.pid;
  if (pid === undefined || tracked.child.exitCode !== null || tracked.child.signalCode !== null) return;
  try {
    process.kill(tracked.group ? -pid : pid, name);
  } catch {
    // Already gone.
  }
}

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  const tracked = [...running].find((entry) => entry.child === child);
  if (!tracked) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signal(tracked, "SIGTERM");
  const timer = sleep(graceMs, "timeout" as const);
  if ((await Promise.race([exited.then(() => "exited" as const), timer])) === "timeout") {
    signal(tracked, "SIGKILL");
    await exited;
  }
  running.delete(tracked);
}

const temporaryDirs = new Set<string>();

/** A folder deleted when the run exits, however it exits. */
export function removeOnExit(dir: string): void {
  temporaryDirs.add(dir);
}

/** Synchronous last resort for process exit: everything still running gets SIGKILL, temporary folders go. */
function killAll(): void {
  for (const tracked of running) signal(tracked, "SIGKILL");
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
}

let installed = false;
/** Stops every child on exit, on Ctrl-C and on SIGTERM. */
export function installCleanup(): void {
  if (installed) return;
  installed = true;
  process.on("exit", killAll);
  for (const name of ["SIGINT", "SIGTERM"] as const) {
    process.on(name, () => {
      console.error(`\n${name}: stopping ${running.size} child process(es)`);
      void Promise.all([...running].map(({ child }) => stopProcess(child, 3_000))).finally(() =>
        process.exit(name === "SIGINT" ? 130 : 143),
      );
    });
  }
}

/** A TCP port free on the loopback interface right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("could not find a free port");
  return address.port;
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the process serving ${url} exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Runs a command to completion (output shown), failing on a non-zero exit. */
export async function runToCompletion(command: string, args: readonly string[], cwd: string): Promise<void> {
  const child = startProcess(command, args, { cwd, stdio: "inherit" });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

/** Peak and current resident memory of a process, from /proc (Linux). */
export async function memoryOf(pid: number): Promise<{ rssBytes: number; peakRssBytes: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
    return { rssBytes: kib("VmRSS") * 1024, peakRssBytes: kib("VmHWM") * 1024 };
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, from /proc (Linux; USER_HZ is 100). */
export async function cpuTimeMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
