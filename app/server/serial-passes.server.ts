/**
 * A background pass (a loop over what waits in the database: e-mails to send, requests to move)
 * run one at a time in the process, on a timer and when asked. Asked while one runs, one more
 * runs after it (what it was asked for may have come after the running pass read); a pass that
 * throws is reported and the next one tries again. Back-in-stock and the buyers' order e-mails
 * run theirs so.
 */
export type SerialPasses<A> = {
  /** Runs a pass now, or one more after the running one; resolves when the passes are done. */
  run(argument?: A): Promise<void>;
  /** A pass now and every `intervalMs` (the timer does not hold the process open). */
  start(intervalMs: number): void;
  /** No more passes; resolves once the running one ends. */
  stop(): Promise<void>;
};

export function serialPasses<A = never>(
  pass: (argument: A | undefined) => Promise<void>,
  onFailure: (error: unknown) => void,
): SerialPasses<A> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  function run(argument?: A): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass(argument);
        } catch (error) {
          onFailure(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    run,
    start(intervalMs) {
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
      void run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
