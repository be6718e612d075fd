import { Fragment, Suspense, use, useMemo, type ReactNode } from "react";

/** Items rendered in one turn of the server's event loop: a few milliseconds of rows. */
export const ITEMS_PER_TURN = 50;

const onServer = typeof document === "undefined";

/**
 * The server's render options that keep the parts in place (app/entry.server.tsx): by default
 * React moves a completed boundary of over 12.8 KB out of its place, to the end of the document,
 * to be put back by a script, which a browser without JavaScript never runs. The server sends the
 * document once it is complete, so nothing is gained by moving anything.
 */
export const PARTS_IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;

/**
 * The gates of a long list's parts: part k may render one turn of the event loop after part k-1
 * was rendered. One part a turn, never two: if every gate opened on the same turn, React would
 * render every part woken in that turn at once.
 */
class Turns {
  private readonly gates: { opened: Promise<void>; open: () => void; opening: boolean }[];

  constructor(parts: number) {
    this.gates = Array.from({ length: parts }, () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { opened, open, opening: false };
    });
  }

  waitFor(part: number): Promise<void> {
    return this.gates[part]!.opened;
  }

  rendered(part: number): void {
    const next = this.gates[part + 1];
    if (!next || next.opening) return;
    next.opening = true;
    // setImmediate: after the poll phase, so requests that came in meanwhile are read first.
    setImmediate(next.open);
  }
}

function Part<Item>({
  turns,
  at,
  items,
  render,
}: {
  turns: Turns | null;
  at: number;
  items: readonly Item[];
  render: (item: Item) => ReactNode;
}) {
  if (turns) {
    if (at > 0) use(turns.waitFor(at));
    turns.rendered(at);
  }
  return items.map(render);
}

/**
 * A long list (the order check's 500 rows) rendered on the server a part at a time, each part in
 * a turn of the event loop of its own, so that the one JavaScript thread answers other requests
 * (`/healthz`, a page) between parts instead of after the whole list: React renders everything
 * that does not suspend in one go, and a 500-row table is a few hundred milliseconds of a busy
 * machine's thread. Every part after the first is a Suspense boundary whose content waits for its
 * turn; the page is sent once all is rendered (app/entry.server.tsx, with {@link PARTS_IN_PLACE}),
 * so the HTML holds every row in place (with React's boundary comments) and nothing is streamed or
 * shown late. In the
 * browser the parts render at once (the same boundaries, so hydration matches), and React
 * hydrates them one by one.
 */
export function RenderInTurns<Item>({
  items,
  perTurn = ITEMS_PER_TURN,
  children: render,
}: {
  items: readonly Item[];
  perTurn?: number;
  children: (item: Item) => ReactNode;
}) {
  const parts = Math.ceil(items.length / perTurn);
  const turns = useMemo(() => (onServer && parts > 1 ? new Turns(parts) : null), [parts]);
  return Array.from({ length: parts }, (_, at) => {
    const part = <Part turns={turns} at={at} items={items.slice(at * perTurn, (at + 1) * perTurn)} render={render} />;
    return at === 0 ? (
      <Fragment key={at}>{part}</Fragment>
    ) : (
      <Suspense key={at} fallback={null}>
        {part}
      </Suspense>
    );
  });
}
