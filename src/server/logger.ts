/**
 * The process's one logger (docs/operations.md "Logs"): pino, one JSON object per line on stdout, so a log
 * collector reads every line without parsing stack traces. In development on a terminal the same lines are
 * pretty-printed by pino-pretty, a dev dependency loaded only then (a production install has no such package).
 *
 * What never reaches the log: request bodies, query strings (they carry people's search text), SQL parameters
 * (drizzle puts them into its error message; `serializeError` cuts them out) and cookies. The request id of the
 * request being served is added to every line written while serving it (AsyncLocalStorage, set by
 * http/request-log.ts), so an error line and its request's access line share `reqId`.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

/** What every line written while serving a request carries. */
export interface RequestContext {
  reqId: string;
}

/** The request being served (set by http/request-log.ts around each request). */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** How log lines are written: JSON (production, tests, pipes) or pretty (development on a terminal). */
export type LogFormat = "json" | "pretty";

/** A serialized error: its type, message and stack, SQL parameters removed, causes followed. */
export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: SerializedError;
}

/**
 * An error as a log field. A drizzle query error keeps its SQL text (placeholders only) but loses its `params`
 * line, from the message and from the stack's first line alike; driver errors keep their SQLSTATE `code`.
 * Other properties (postgres.js attaches `parameters` to its errors) are never copied.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const type = error.constructor?.name ?? error.name;
  let message = error.message;
  let stack = error.stack;
  if ("params" in error) {
    const cut = message.indexOf("\nparams:");
    if (cut >= 0) message = message.slice(0, cut);
    if (stack) {
      // The stack starts with "<name>: <full message>", then the frames.
      const head = `${error.name}: ${error.message}`;
      const frames = stack.startsWith(head)
        ? stack.slice(head.length)
        : stack.slice(stack.indexOf("\n    at "));
      stack = `${error.name}: ${message}${frames}`;
    }
  }
  const serialized: SerializedError = { type, message };
  if (stack) serialized.stack = stack;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") serialized.code = code;
  if (error.cause !== undefined && depth < 4) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

function createLogger(level: string, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      mixin: () => requestContext.getStore() ?? {},
    },
    stream,
  );
}

/** The logger (JSON on stdout until `configureLogger` runs). A live binding: importers see the configured one. */
export let logger: Logger = createLogger("info");

/**
 * Sets the level and the format (entry point, after reading the environment). "pretty" needs pino-pretty, a
 * dev dependency: without it (a production install) the lines stay JSON.
 */
export async function configureLogger(options: {
  level: string;
  format: LogFormat;
  /** Where JSON lines go instead of stdout (tests read them). */
  destination?: DestinationStream;
}): Promise<void> {
  if (options.format === "pretty" && !options.destination) {
    try {
      const { default: pretty } = await import("pino-pretty");
      logger = createLogger(
        options.level,
        pretty({ colorize: true, translateTime: "HH:MM:ss.l", sync: true }),
      );
      return;
    } catch {
      // pino-pretty is not installed: JSON it is.
    }
  }
  logger = createLogger(options.level, options.destination);
}
