import { createClient } from "@libsql/client";
import path from "node:path";
import { startAppServer } from "../scripts/lib/app-server";

const appDir = process.argv[2];
const server = await startAppServer({ env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", SITE_URL: "http://127.0.0.1", ENQUIRY_RATE_LIMIT: "1000" }, appDir });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function pollFor(ms: number) {
  const samples: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const t = performance.now();
    await (await fetch(`${server.url}/healthz`)).arrayBuffer();
    samples.push(performance.now() - t);
    await pause(20);
  }
  samples.sort((a, b) => a - b);
  return { n: samples.length, p50: Math.round(samples[samples.length >> 1]!), max: Math.round(samples.at(-1)!) };
}
const send = (i: number) => fetch(`${server.url}/contact`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token: crypto.randomUUID(), page: "/contact", name: "B", email: `l${i}@b.example`, message: "Do you stock Dolo?" }).toString() }).then(async (r) => { await r.arrayBuffer(); return r.status; });
try {
  await send(99);
  console.log("no lock, idle:", await pollFor(2000));
  const other = createClient({ url: `file:${path.join(server.dataDir, "enquiries.db")}` });
  const lock = await other.transaction("write");
  await lock.execute("INSERT INTO secrets (key, value) VALUES ('x', 'y')");
  const answers = Promise.all([0, 1, 2].map(send));
  console.log("lock held, 3 enquiries waiting:", await pollFor(2000));
  await lock.rollback(); other.close();
  console.log("statuses", await answers);
} finally {
  await server.stop();
}
