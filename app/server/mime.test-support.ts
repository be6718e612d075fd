/**
 * Reads back the parts of an e-mail as an SMTP server received it, for tests: the subject, the
 * text part and the HTML part, decoded from quoted-printable or base64 as UTF-8. Enough for what
 * nodemailer writes (one level of multipart/alternative); not a general MIME parser.
 */
export type ReadMail = { to: string; subject: string; text: string; html: string | null };

/**
 * The mails among those received addressed to `address` (its To: header names it): the company's,
 * apart from the buyers' receipts and status e-mails the same SMTP server carries.
 */
export function mailsTo(received: readonly string[], address: string): ReadMail[] {
  const wanted = address.toLowerCase();
  return received.map(readMail).filter((mail) => mail.to.toLowerCase().includes(wanted));
}

export function readMail(raw: string): ReadMail {
  const unfolded = raw.replace(/\r\n/g, "\n");
  const [head = "", ...rest] = unfolded.split("\n\n");
  const body = rest.join("\n\n");
  const subject = header(head, "Subject") ?? "";
  const to = header(head, "To") ?? "";
  const boundary = /boundary="?([^";\n]+)"?/i.exec(head)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\n\n${body}`];
  let text = "";
  let html: string | null = null;
  for (const part of parts) {
    const [partHead = "", ...partRest] = part.replace(/^\n/, "").split("\n\n");
    const content = decode(partRest.join("\n\n"), header(partHead, "Content-Transfer-Encoding") ?? "7bit");
    if (/text\/html/i.test(header(partHead, "Content-Type") ?? "")) html = content;
    else text = content;
  }
  return { to, subject, text, html };
}

function header(head: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t].*)*)`, "im").exec(head);
  return match?.[1]?.replace(/\n[ \t]+/g, " ").trim();
}

function decode(content: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) {
    const bytes: number[] = [];
    const soft = content.replace(/=\n/g, "");
    for (let at = 0; at < soft.length; at += 1) {
      const hex = soft[at] === "=" ? /^[0-9A-F]{2}$/i.exec(soft.slice(at + 1, at + 3)) : null;
      if (hex) {
        bytes.push(parseInt(hex[0], 16));
        at += 2;
      } else bytes.push(...Buffer.from(soft[at]!, "utf8"));
    }
    return Buffer.from(bytes).toString("utf8").replace(/\n$/, "");
  }
  return content.replace(/\n$/, "");
}
