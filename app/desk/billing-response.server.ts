import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from "~/catalogue/index.server";
import { DESK_HEADERS } from "./guard.server";

const CONTENT_TYPES = {
  csv: CSV_CONTENT_TYPE,
  xlsx: XLSX_CONTENT_TYPE,
  xml: "application/xml; charset=utf-8",
} as const;

/** A billing file as a download: the desk's headers (never cached, never indexed), its type and name. */
export function billingResponse(
  body: string | Uint8Array<ArrayBuffer>,
  format: keyof typeof CONTENT_TYPES,
  fileName: string,
): Response {
  return new Response(body, {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
