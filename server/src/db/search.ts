// A user's search text as a LIKE pattern that matches it anywhere, literally:
// % and _ typed by the user are not wildcards.
export function containsPattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
