import pino from "pino";

export type Logger = pino.Logger;

/** JSON-lines logger; pretty only when a developer is watching. */
export function createLogger(level: string, pretty: boolean): Logger {
  return pino({
    level,
    base: undefined,
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  });
}
