import { createHmac, randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { expect, type Page } from "@playwright/test";
import { readMail } from "../../../app/server/mime.test-support";
import type { SmtpPeer } from "../../../app/server/smtp-peer.test-support";
import { buildGviz } from "./sheet-builder";
import type { AppServer } from "./fixtures";

export const STAFF = "owner@pharma.example";
/**
 * Staff addresses for the tests that sign in: each asks for its own links, as sign-in requests
 * are limited per address (5 in 15 minutes) and the tests share a server.
 */
export const staffMember = (n: number) => `staff${n}@pharma.example`;

/** A sheet with what the desk shows of a line: pack, stock, rate, scheme, MRP. */
export const DESK_MEDICINES = {
  dolo: { id: "dolo-650-tablet", name: "Dolo 650 Tablet" },
  azee: { id: "azee-500-tablet", name: "Azee 500 Tablet" },
} as const;

export function deskSheet(): string {
  const number = (label: string) => ({ label, type: "number" as const });
  return buildGviz(
    ["Name", "Generic Name", "Manufacturer", "Pack", number("Stock"), number("Rate"), number("MRP"), "Scheme"],
    [
      ["Dolo 650 Tablet", "Paracetamol (650mg)", "Micro Labs Ltd", "Strip of 15 tablets", 120, 30.5, 33.6, "10+1"],
      ["Azee 500 Tablet", "Azithromycin (500mg)", "Cipla Ltd", "Strip of 3 tablets", 0, 98, 119.5, ""],
    ],
  );
}

export function deskEnv(peer: SmtpPeer): Record<string, string> {
  return {
    STAFF_EMAILS: [STAFF, "clerk@pharma.example", ...Array.from({ length: 10 }, (_, n) => staffMember(n))].join(", "),
    SMTP_URL: peer.url,
    ENQUIRY_TO: "orders@pharma.example",
    ENQUIRY_FROM: "website@pharma.example",
  };
}

const databaseUrl = (app: AppServer) => pathToFileURL(path.join(app.dataDir, "enquiries.db")).href;

export type TestOrder = {
  name: string;
  email?: string;
  phone?: string | null;
  shop?: string | null;
  city?: string | null;
  page?: string;
  lines: { medicineId?: string; name: string; quantity: number; unit?: string; freeText?: boolean }[];
};

/**
 * Stores an order in a test server's database as the enquiry list's form leaves it (the server
 * shares the file; SQL, because the store's module is not loadable from the browser tests).
 */
export async function storeOrder(app: AppServer, order: TestOrder): Promise<number> {
  const client = await openDatabase(app);
  try {
    const inserted = await client.execute({
      sql: `INSERT INTO enquiries (created_at, name, email, phone, shop, city, message, page, status, attempts, client_hash, dedupe_key)
            VALUES (?, ?, ?, ?, ?, ?, '', ?, 'stored', 0, 'test', ?) RETURNING id`,
      args: [
        Date.now(),
        order.name,
        order.email ?? "buyer@example.com",
        order.phone ?? null,
        order.shop ?? null,
        order.city ?? null,
        order.page ?? "/enquiry",
        randomBytes(16).toString("hex"),
      ],
    });
    const id = Number(inserted.rows[0]!.id);
    for (const [index, line] of order.lines.entries()) {
      await client.execute({
        sql: `INSERT INTO enquiry_lines (enquiry_id, position, medicine_id, name, quantity, free_text, unit) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        args: [
          id,
          index + 1,
          line.medicineId ?? "",
          line.name,
          line.quantity,
          line.freeText ? 1 : 0,
          line.unit ?? null,
        ],
      });
    }
    return id;
  } finally {
    client.close();
  }
}

/** Runs SQL on a test server's database (to age a link, to read the actions). */
/**
 * The test server's database, opened as the server opens it: a write of the server's (its heartbeat,
 * a backup's claim, an e-mail's claim) may hold the file a moment, so wait for it rather than fail.
 */
async function openDatabase(app: AppServer) {
  const client = createClient({ url: databaseUrl(app) });
  await client.execute("PRAGMA busy_timeout = 10000");
  return client;
}

export async function onDatabase<T>(app: AppServer, statement: string): Promise<T[]> {
  const client = await openDatabase(app);
  try {
    return (await client.execute(statement)).rows as unknown as T[];
  } finally {
    client.close();
  }
}

/** Asks for a sign-in link on the page (in English). */
export async function askForLink(page: Page, app: AppServer, email = STAFF): Promise<void> {
  await page.goto(`${app.url}/desk/sign-in`);
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  await page.getByRole("textbox", { name: "Staff e-mail" }).fill(email);
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If this address belongs to the staff, a sign-in link is on its way to it. The link works once, within 15 minutes.",
  );
}

/**
 * The link of the next sign-in e-mail the SMTP peer receives after `seen` messages, on the test
 * server's address (the e-mail names SITE_URL, the public address).
 */
export async function linkFromMail(peer: SmtpPeer, app: AppServer, seen: number, to = STAFF): Promise<string> {
  const signInMails = () =>
    peer.received.slice(seen).filter((raw) => /^Subject: Sign in to/m.test(raw) && raw.includes(`To: ${to}`));
  await expect.poll(() => signInMails().length, { timeout: 10_000 }).toBe(1);
  const { text } = readMail(signInMails()[0]!);
  const link = /https?:\/\/\S+\/desk\/sign-in\/link\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no sign-in link in:\n${text}`);
  const url = new URL(link);
  return `${app.url}${url.pathname}${url.search}`;
}

/** Signs the page's browser in through the whole journey: form, e-mail, link, its "Sign in" button. */
export async function signIn(page: Page, app: AppServer, peer: SmtpPeer, email = STAFF): Promise<void> {
  const seen = peer.received.length;
  await askForLink(page, app, email);
  await page.goto(await linkFromMail(peer, app, seen, email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
}

/** A session cookie of the right shape, signed with a secret the server does not have. */
export function cookieOfAnotherSecret(): string {
  const id = randomBytes(32).toString("base64url");
  const signature = createHmac("sha256", randomBytes(32)).update(id).digest("base64url");
  return `desk_session=${id}.${signature}`;
}
