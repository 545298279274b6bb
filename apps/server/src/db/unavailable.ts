// Whether a failure means the database cannot be reached (stopped, restarting, a network fault)
// rather than a fault of the request or of our code: those answer 503 with a Chinese message the
// client may retry on, and the pool reconnects by itself once the database is back.

/** Socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/** PostgreSQL's shutdown and start-up states (class 57P); class 08 is every connection exception. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres says when a connection ends or cannot be made in time. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

/** A shared store other than the database (Redis) that cannot be reached: answered the same way. */
export class StoreUnreachable extends Error {}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnreachable) return true;
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    // AggregateError (a host with several addresses) carries the socket errors in `errors`.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
