import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback for tests, keeping every message it accepts (raw). */
export type SmtpPeer = { received: string[]; port: number; url: string; close(): Promise<void> };

/** Starts one on `port` (0: a free port the system picks). */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push(raw);
        callback();
      });
    },
  });
  // A sender that dies mid-conversation (a host killed in the two-host run) resets its connection:
  // that client's error, not the server's, so it must not end the test process.
  server.on("error", () => {});
  const bound = await new Promise<number>((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port)),
  );
  return {
    received,
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
