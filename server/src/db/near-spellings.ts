import type { StakeholderSensitivity } from '@srm/contract';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

// For each word typed, the words it may have meant, closest first: the word
// itself when the organisation's texts hold it, else up to `nearWordsPerTyped`
// of their words spelt like it. A word under three letters, or with a digit,
// stands as typed.
export type Spellings = string[][];

const nearWordsPerTyped = 3;

type TypedWord = {
  typed: string;
  spelt: boolean;
  near: string[] | null;
};

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
  const { rows: typedWords } = await db.execute<TypedWord>(sql`
    select typed, spelt,
      case when spelt then array(select near_words(${organizationId}, typed, ${nearWordsPerTyped},
        ${`{${levels.join(',')}}`}::stakeholder_sensitivity[])) end as near
    from (
      select distinct typed, length(typed) >= 3 and typed !~ '[0-9]' as spelt
      from regexp_split_to_table(lower(${text}), '[[:space:][:punct:]]+') as typed
      where typed <> ''
    ) as typed_words
    order by typed`);
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
