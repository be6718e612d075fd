/** Sending one hostile request and measuring it: status, bytes, the server's CPU, /healthz polled beside it (bench/hostile.ts). */
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { type AppServer } from "../../scripts/lib/app-server";
import { decodedBody } from "../../scripts/lib/http-body";
import { percentile, round } from "../lib/stats";
import { BROWSER_ENCODING, type Probe } from "./requests";

/** A probe that takes longer is cut off and reported so. */
const REQUEST_TIMEOUT_MS = 60_000;
/** How long a restart may take before the probe gives up on it. */
export const START_LIMIT_MS = 60_000;
const POLL_PAUSE_MS = 20;
const CLOCK_TICK_MS = 10; // Linux's USER_HZ is 100

export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return null;
  }
}

type Answer = { status: number; bytes: number; decodedBytes: number; headers: Record<string, string> };

/** One request; bytes as sent (compressed or not) and as decoded. */
export function send(origin: string, probe: Probe): Promise<Answer> {
  if (probe.raw) return sendRaw(origin, probe.raw);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${probe.path}`,
      {
        method: probe.method ?? "GET",
        headers: { ...BROWSER_ENCODING, ...probe.headers },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const decoded = decodedBody(body, res.headers["content-encoding"]);
          const headers = Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(", ") : (value ?? ""),
            ]),
          );
          resolve({ status: res.statusCode ?? 0, bytes: body.byteLength, decodedBytes: decoded.byteLength, headers });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.end(probe.body);
  });
}

function sendRaw(origin: string, requestLine: string): Promise<Answer> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () =>
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy(new Error("no answer")));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const bodyBytes = Math.max(0, text.length - text.indexOf("\r\n\r\n") - 4);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        bytes: bodyBytes,
        decodedBytes: bodyBytes,
        headers: {},
      });
    });
  });
}

/** Polls /healthz, one request every POLL_PAUSE_MS, until stopped: the longest wait is how long the server was held. */
export function healthzPoller(origin: string) {
  let running = true;
  const waits: number[] = [];
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      try {
        await (await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })).arrayBuffer();
      } catch {
        // A failed poll still counts as the time it waited.
      }
      waits.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, POLL_PAUSE_MS));
    }
  })();
  return {
    /** The longest wait, and the median and 95th percentile: on a busy machine the longest is the scheduler's too. */
    async stop() {
      running = false;
      await loop;
      return {
        longestMs: round(Math.max(0, ...waits)),
        medianMs: round(percentile(waits, 50)),
        p95Ms: round(percentile(waits, 95)),
        polls: waits.length,
      };
    },
  };
}

/** Below this much CPU in a quarter second the server is idle: a probe's figures are its own. */
const IDLE_CPU_MS = 20;
/**
 * At 100k rows the server builds the whole catalogue's price list files after it starts serving:
 * half a minute of CPU on a quiet machine, minutes on a busy one. Until it is done, its CPU would be
 * counted as the probes' (and the /healthz poll's cost, subtracted from each, would swallow them).
 */
const SETTLE_LIMIT_MS = 600_000;

/**
 * Waits until the server has been idle for a quarter second (at most SETTLE_LIMIT_MS): after a start it
 * still builds per-catalogue indexes in slices, and a probe cut off by its time limit may still be
 * rendering; either would be counted as the next probe's CPU.
 */
export async function settle(server: AppServer): Promise<void> {
  const pid = server.child.pid!;
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const after = cpuMs(pid);
    if (before === null || after === null || after - before <= IDLE_CPU_MS) return;
  }
  throw new Error(`the server was still busy after ${SETTLE_LIMIT_MS / 1000} s: its CPU would be counted as a probe's`);
}

/** The CPU one /healthz poll costs the server, measured over a second of polling alone. */
export async function pollCost(server: AppServer): Promise<number> {
  const pid = server.child.pid!;
  const before = cpuMs(pid) ?? 0;
  const poller = healthzPoller(server.url);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { polls } = await poller.stop();
  return ((cpuMs(pid) ?? 0) - before) / Math.max(1, polls);
}

export type ProbeResult = {
  probe: string;
  status: number | string;
  cpuMs: number | null;
  bytes: number;
  decodedBytes: number;
  healthzLongestMs: number;
  note?: string;
};

export async function runProbe(server: AppServer, probe: Probe, perPoll: number, etag: string): Promise<ProbeResult> {
  const pid = server.child.pid!;
  const poller = healthzPoller(server.url);
  const before = cpuMs(pid);
  const headers = probe.headers?.["If-None-Match"] ? { ...probe.headers, "If-None-Match": etag } : probe.headers;
  let answer: Answer | null = null;
  let failure: string | null = null;
  try {
    answer = await send(server.url, { ...probe, headers });
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const after = cpuMs(pid);
  const { longestMs, polls } = await poller.stop();
  const cpu = before === null || after === null ? null : Math.max(0, round(after - before - polls * perPoll, 0));
  const result: ProbeResult = {
    probe: probe.name,
    status: answer?.status ?? `failed: ${failure}`,
    cpuMs: cpu,
    bytes: answer?.bytes ?? 0,
    decodedBytes: answer?.decodedBytes ?? 0,
    healthzLongestMs: longestMs,
  };
  if (answer && probe.headers?.["If-None-Match"])
    result.note = `Cache-Control: ${answer.headers["cache-control"] ?? "(none)"}`;
  return result;
}

export function printProbe(result: ProbeResult): void {
  console.log(
    `  ${result.probe.padEnd(44)} ${String(result.status).padStart(4)}  CPU ${String(result.cpuMs ?? "?").padStart(6)} ms  ` +
      `${String(result.bytes).padStart(9)} B (${String(result.decodedBytes).padStart(9)} decoded)  /healthz ≤ ${result.healthzLongestMs} ms` +
      (result.note ? `  ${result.note}` : ""),
  );
}

/** The manufacturer with the most medicines: its page, asked for every medicine, is the largest it can be. */
