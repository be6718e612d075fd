/** HAProxy in front of the two hosts (bench/lib/two-hosts.ts): its configuration, started on a free loopback port. */
import type { ChildProcess } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startProcess } from "../../../scripts/lib/processes";

/** Debian's HAProxy (installed by .ci/run). */
export const HAPROXY = "/usr/sbin/haproxy";

/** HAProxy's configuration: round robin over the two hosts, each checked on /healthz every second. */
export function haproxyConfig(port: number, hosts: readonly string[]): string {
  return [
    "global",
    "  maxconn 2000",
    "defaults",
    "  mode http",
    "  timeout connect 1s",
    "  timeout client 30s",
    "  timeout server 30s",
    // A connection refused (the host is dead) is tried on the other host; a request that reached a
    // host is never sent twice (HAProxy retries only connection failures by default).
    "  retries 3",
    "  option redispatch",
    "  option forwardfor",
    "frontend site",
    `  bind 127.0.0.1:${port}`,
    "  default_backend hosts",
    "backend hosts",
    "  balance roundrobin",
    // HTTP/1.1 with a Host, as the app answers every request (HTTP/1.0 without one is refused).
    "  option httpchk",
    "  http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host localhost",
    "  http-check expect status 200",
    // A dead host refuses at once (three checks a second apart); a busy one has 3 s to answer.
    "  timeout check 3s",
    "  default-server inter 1s fall 3 rise 1",
    // A page asked of the host that died mid-answer is asked of the other; a form sent is never
    // sent again (a host may have stored it before it died).
    "  retry-on conn-failure empty-response response-timeout",
    "  http-request disable-l7-retry unless METH_GET",
    ...hosts.map((url, index) => `  server host${index + 1} ${new URL(url).host} check`),
    "",
  ].join("\n");
}

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
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

export async function startHaproxy(
  tempDir: string,
  hosts: readonly string[],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const folder = path.join(tempDir, "haproxy");
  await mkdir(folder, { recursive: true });
  const config = path.join(folder, "haproxy.cfg");
  await writeFile(config, haproxyConfig(port, hosts));
  // -db: in the foreground, not a daemon, so that it is stopped by its own PID.
  const child = startProcess(HAPROXY, ["-f", config, "-db"], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: ${errors}`);
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { url, child };
    if (Date.now() > deadline) throw new Error(`haproxy did not serve: ${errors}`);
    await sleep(100);
  }
}
