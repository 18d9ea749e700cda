import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// The extensions the migrations create (0000 and 0007): PGlite must load them first.
export const pgliteExtensions = { pg_trgm, btree_gin };
