// % and _ typed by the user are not wildcards.
const literally = (search: string) => search.replace(/[\\%_]/g, (character) => `\\${character}`);

// A user's search text as a LIKE pattern that matches it anywhere, literally.
export function containsPattern(search: string) {
  return `%${literally(search)}%`;
}

// A user's search text as a LIKE pattern that matches the start of a text, literally.
export function prefixPattern(search: string) {
  return `${literally(search)}%`;
}
