import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PARTS_IN_PLACE, RenderInTurns } from "./render-in-turns";

/** Renders as the server does (app/entry.server.tsx: the whole document once all is ready). */
function renderOnServer(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(node, {
      ...PARTS_IN_PLACE,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

const numbers = (count: number) => Array.from({ length: count }, (_, at) => at + 1);

describe("a long list rendered in turns of the event loop", () => {
  it("lets other work run between its parts instead of after the whole list", async () => {
    const log: string[] = [];
    const rendering = renderOnServer(
      <ul>
        <RenderInTurns items={numbers(500)} perTurn={50}>
          {(n) => {
            log.push(`row ${n}`);
            return <li key={n}>{n}</li>;
          }}
        </RenderInTurns>
      </ul>,
    );
    // Another request's work, as the event loop would run it once the thread is free.
    const otherWork = new Promise<void>((resolve) =>
      setImmediate(() => {
        log.push("other request");
        resolve();
      }),
    );
    await Promise.all([rendering, otherWork]);
    const at = log.indexOf("other request");
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(log.indexOf("row 101"));
  });

  it("holds every item in place, in order, once: large parts too, for a browser without JavaScript", async () => {
    // Parts of about 25 KB, as a check table's are larger than React's 12.8 KB chunks.
    const text = "x".repeat(500);
    const html = await renderOnServer(
      <ul>
        <RenderInTurns items={numbers(120)} perTurn={50}>
          {(n) => (
            <li key={n} title={text}>
              {n}
            </li>
          )}
        </RenderInTurns>
      </ul>,
    );
    const items = [...html.matchAll(/<li title="x+">(\d+)<\/li>/g)].map((match) => Number(match[1]));
    expect(items).toEqual(numbers(120));
    // Nothing is left for the browser to fill in: no fallback, no streamed template.
    expect(html).not.toMatch(/<template|\$\?|\$RC/);
  });

  it("renders a short list in one part, as a plain list", async () => {
    const html = await renderOnServer(
      <ul>
        <RenderInTurns items={numbers(3)} perTurn={50}>
          {(n) => <li key={n}>{n}</li>}
        </RenderInTurns>
      </ul>,
    );
    expect(html).toBe("<ul><li>1</li><li>2</li><li>3</li></ul>");
  });
});
