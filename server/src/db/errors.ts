// PostgreSQL's code for a broken unique constraint, as both drivers report it
// (drizzle wraps the driver's error as `cause`).
// `constraint`, when given, must be the index that refused the row.
export function isUniqueViolation(error: unknown, constraint?: string) {
  const candidate = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const driverError = candidate?.code === '23505' ? candidate : candidate?.cause;
  if (driverError?.code !== '23505') return false;
  return constraint === undefined || driverError.constraint === constraint;
}
