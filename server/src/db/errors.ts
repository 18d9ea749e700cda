// PostgreSQL's code for a broken unique constraint, as both drivers report it
// (drizzle wraps the driver's error as `cause`).
export function isUniqueViolation(error: unknown) {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}
