import { sql } from 'drizzle-orm';
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organisation.js';
import { stakeholderSensitivity } from './stakeholders.js';

// Every word an organisation's searchable texts hold (ticket titles, names,
// emails, subjects), kept by statement triggers (migration 0024_search_words).
// A typed word that is no word of theirs is looked up here for the words it
// may have meant (decision 018); words are never removed, so one no text holds
// any more only leads to a search that finds nothing.
export const searchWords = pgTable(
  'search_words',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    // The sensitivity of the stakeholder record (or its invoice) the word came from: only those who
    // may see it are offered it (docs/product.md#stakeholders). Null: a word of everyone's texts.
    sensitivity: stakeholderSensitivity('sensitivity'),
  },
  (table) => [
    unique('search_words_key').on(table.organizationId, table.word, table.sensitivity).nullsNotDistinct(),
    // By word alone: with the organisation in the index too, a near spelling read
    // every word of a large organisation (bench/README.md, bench:search).
    index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);
