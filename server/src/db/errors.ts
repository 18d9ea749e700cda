// PostgreSQL's code for a broken unique constraint, as both drivers report it
// (drizzle wraps the driver's error as `cause`).
// `constraint`, when given, must be the index that refused the row.
export function isUniqueViolation(error: unknown, constraint?: string) {
  const candidate = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const driverError = candidate?.code === '23505' ? candidate : candidate?.cause;
  if (driverError?.code !== '23505') return false;
  return constraint === undefined || driverError.constraint === constraint;
}

// Codes that mean the database cannot be reached or is going away: the
// network's own, and PostgreSQL's connection exceptions (class 08) and shutdowns.
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const goingAwayStates = new Set(['57P01', '57P02', '57P03']);
// node-postgres says these in words only.
const lostConnectionWords =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

// Whether an error (or what it wraps: drizzle keeps the driver's as `cause`)
// says the database was unreachable, rather than that the request was wrong.
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === 'string' &&
      (unreachableCodes.has(code) || goingAwayStates.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    if (typeof message === 'string' && lostConnectionWords.test(message)) return true;
    current = cause;
  }
  return false;
}
