import pino from "pino";

export type Logger = pino.Logger;

/**
 * Fields that hold what a visitor typed (the enquiry forms, the enquiry list). No log call passes
 * them; should one ever do, the value is replaced. One level down only the names no other logged
 * object uses (an error's `message` is made safe by {@link loggableError} instead).
 */
const REDACTED_PATHS = [
  ...["name", "email", "phone", "message", "lines", "values"],
  ...["*.email", "*.phone", "*.lines", "*.values"],
];

/** JSON-lines logger on stdout (or `destination`); pretty only when a developer is watching. */
export function createLogger(level: string, pretty: boolean, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: loggableError, error: loggableError },
    redact: { paths: REDACTED_PATHS, censor: "[left out]" },
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

/** An error as a log line carries it: its type, code and a message free of the visitor's text, and where it was thrown. */
export type LoggedError = { type: string; code?: string; message: string; stack?: string };

/**
 * What an error says that may be logged. drizzle wraps a database error in one whose message is
 * the statement and every parameter ("Failed query: INSERT … params: <name>,<e-mail>,<message>"):
 * the visitor's text. Such a wrapper is skipped for its cause (the database's own error, which
 * names tables and columns, never values); without a cause only its kind is said.
 */
export function errorReason(error: unknown): string {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (carriesStatement(current)) continue;
    const code = codeOf(current);
    return code && !current.message.startsWith(code) ? `${code}: ${current.message}` : current.message;
  }
  return error instanceof Error ? `${error.name} (message left out: it quotes a statement's values)` : String(error);
}

function carriesStatement(error: Error): boolean {
  return error.message.startsWith("Failed query:") || /\bparams: /.test(error.message);
}

function codeOf(error: Error): string | undefined {
  return "code" in error && typeof error.code === "string" ? error.code : undefined;
}

/** pino's `err` serializer: {@link errorReason} for the message, and only the frames of the stack (its first line is the message). */
export function loggableError(error: unknown): LoggedError | unknown {
  if (!(error instanceof Error)) return error;
  const frames = error.stack
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  const code = codeOf(error) ?? (error.cause instanceof Error ? codeOf(error.cause) : undefined);
  return {
    type: error.constructor.name,
    ...(code ? { code } : {}),
    message: errorReason(error),
    ...(frames ? { stack: frames } : {}),
  };
}
