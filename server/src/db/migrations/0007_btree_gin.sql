-- btree_gin lets a trigram index lead with the organisation, so a search reads its own organisation's matches only.
CREATE EXTENSION IF NOT EXISTS btree_gin;
