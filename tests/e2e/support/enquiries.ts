import type { StoredLine } from "~/enquiries/enquiry-store";
import { spawnSync } from "node:child_process";
import type { Page } from "@playwright/test";

export type ExportedEnquiry = {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  /** Who is asking; null when not given. */
  shop: string | null;
  drugLicence: string | null;
  gstin: string | null;
  city: string | null;
  message: string;
  page: string;
  status: "stored" | "pending" | "delivered";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  /** The enquiry list's lines; empty for a contact message. */
  lines: StoredLine[];
};

/**
 * Runs `npm run enquiries -- --format json` exactly as the company would, against the database
 * of a test server (its DATA_DIR), and returns the printed array.
 */
export function enquiriesOf(dataDir: string): ExportedEnquiry[] {
  const result = spawnSync("npm", ["run", "enquiries", "--", "--format", "json"], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  if (result.status !== 0) throw new Error(`npm run enquiries failed (${result.status}):\n${result.stderr}`);
  // npm prints its "> pharma-catalogue@ enquiries" banner first; the array starts on its own line.
  const start = result.stdout.search(/^\[/m);
  if (start < 0) throw new Error(`no JSON array in the output:\n${result.stdout}`);
  return JSON.parse(result.stdout.slice(start)) as ExportedEnquiry[];
}

/** Fills the contact form (the page must be on /contact). */
export async function fillContactForm(
  page: Page,
  fields: { name: string; email: string; message: string },
): Promise<void> {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(fields.name);
  await page.getByRole("textbox", { name: "Email" }).fill(fields.email);
  await page.getByRole("textbox", { name: "Message" }).fill(fields.message);
}
