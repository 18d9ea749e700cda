import type { StakeholderSensitivity } from '@srm/contract';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

// For each word typed, the words it may have meant, closest first: the word
// itself when the organisation's texts hold it, else up to `nearWordsPerTyped`
// of their words spelt like it. A word under three letters, or with a digit,
// stands as typed.
export type Spellings = string[][];

const nearWordsPerTyped = 3;

// The search in pieces, in the order typed: each word (maximal run of letters
// and digits, lowered) with what it may have meant, and what stands between words.
type Piece = {
  piece: string;
  word: boolean;
  spelt: boolean | null;
  near: string[] | null;
};

// One lookup of near words (near_words, migrations 0024 and 0029) for every
// distinct word typed, words split at spaces and punctuation.
async function piecesOf(
  db: Database,
  organizationId: string,
  text: string,
  levels: readonly StakeholderSensitivity[],
): Promise<Piece[]> {
  const { rows } = await db.execute<Piece>(sql`
    with pieces as materialized (
      select coalesce(found[1], found[2]) as piece, found[1] is not null as word, position
      from regexp_matches(lower(${text}), '([^[:space:][:punct:]]+)|([[:space:][:punct:]]+)', 'g')
        with ordinality as split(found, position)
    ),
    typed_words as materialized (
      select typed, spelt,
        case when spelt then array(select near_words(${organizationId}, typed, ${nearWordsPerTyped},
          ${`{${levels.join(',')}}`}::stakeholder_sensitivity[])) end as near
      from (
        select distinct piece as typed, length(piece) >= 3 and piece !~ '[0-9]' as spelt from pieces where word
      ) as distinct_words
    )
    select pieces.piece, pieces.word, typed_words.spelt, typed_words.near
    from pieces left join typed_words on pieces.word and typed_words.typed = pieces.piece
    order by pieces.position`);
  return rows;
}

type TypedWord = { typed: string; spelt: boolean; near: string[] | null };

// Each word typed once, in alphabetical order.
function typedWordsOf(pieces: Piece[]): TypedWord[] {
  const words = new Map<string, TypedWord>();
  for (const { piece, word, spelt, near } of pieces) {
    if (word) words.set(piece, { typed: piece, spelt: spelt ?? false, near });
  }
  return [...words.values()].sort((a, b) => (a.typed < b.typed ? -1 : a.typed > b.typed ? 1 : 0));
}

// docs/product.md#search: the near spellings of a search among the organisation's
// words that the reader may see (search_words and near_words, migrations 0024 and
// 0029): everyone's, and those of records at `levels`; or undefined when there
// is nothing to look for: no word of three letters without a digit, a typed
// word like none of theirs, or one word they hold as typed (rows holding it
// were looked for already).
export async function nearSpellings(
  db: Database,
  organizationId: string,
  text: string,
  levels: readonly StakeholderSensitivity[],
): Promise<Spellings | undefined> {
  const typedWords = typedWordsOf(await piecesOf(db, organizationId, text, levels));
  if (!typedWords.some((word) => word.spelt)) return undefined;
  const spellings: Spellings = [];
  for (const { typed, spelt, near } of typedWords) {
    if (!spelt || near?.[0] === typed) spellings.push([typed]);
    else if (near?.length) spellings.push(near);
    else return undefined;
  }
  // "refund?" is one word they hold, but rows holding "refund?" were looked for, not "refund".
  const typedAsIs = typedWords.length === 1 && spellings[0]?.[0] === text.trim().toLowerCase();
  return typedAsIs ? undefined : spellings;
}

// How many corrections of a search a list tries, closest first, before it says nothing matches.
const correctionsTried = 3;

// The search as typed (lowered), each word that the organisation's texts do not hold
// replaced by one they hold, and what stands between words kept ("tunde@ogunleyi.ng"
// becomes "tunde@ogunleye.ng"): first with the closest word for each, then with one
// word at a time taking its next closest. None when a word is like none of theirs.
export async function correctedSearches(
  db: Database,
  organizationId: string,
  text: string,
  levels: readonly StakeholderSensitivity[],
): Promise<string[]> {
  const pieces = await piecesOf(db, organizationId, text, levels);
  const choices = new Map<string, string[]>();
  for (const { piece, word, spelt, near } of pieces) {
    if (!word || choices.has(piece)) continue;
    if (!spelt || near?.[0] === piece) choices.set(piece, [piece]);
    else if (near?.length) choices.set(piece, near);
    else return [];
  }
  const closest = new Map([...choices].map(([typed, meant]) => [typed, meant[0]!]));
  const tried: Map<string, string>[] = [closest];
  for (let rank = 1; rank < nearWordsPerTyped; rank += 1) {
    for (const [typed, meant] of choices) {
      const next = meant[rank];
      if (next) tried.push(new Map([...closest, [typed, next]]));
    }
  }
  const asTyped = pieces.map(({ piece }) => piece).join('');
  const searches = tried.map((chosen) => pieces.map(({ piece, word }) => (word ? chosen.get(piece) : piece)).join(''));
  return [...new Set(searches)].filter((search) => search !== asTyped).slice(0, correctionsTried);
}

// docs/product.md#search: a list's search that finds nothing as typed is made
// again with the closest correction of its words that finds something, among the
// words the reader may see (`levels`), and the page says which. `search` is the
// list's own (its filters, visibility, indexes, paging and count), so the page is
// exactly the one the correction gives when typed; a search that finds something
// costs nothing more (decision 018).
export async function searchedOrCorrected<Page extends { count: number }>(
  db: Database,
  {
    organizationId,
    text,
    levels,
  }: { organizationId: string; text: string | undefined; levels: readonly StakeholderSensitivity[] },
  search: (text: string | undefined) => Promise<Page>,
): Promise<Page & { correctedSearch?: string }> {
  const asTyped = await search(text);
  if (!text || asTyped.count > 0) return asTyped;
  for (const correctedSearch of await correctedSearches(db, organizationId, text, levels)) {
    const page = await search(correctedSearch);
    if (page.count > 0) return { ...page, correctedSearch };
  }
  return asTyped;
}
