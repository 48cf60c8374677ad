// The extensions the migrations create (pg_trgm for the learner search's trigram indexes). PostgreSQL finds them on
// disk (Debian's server package ships them); PGlite must be handed each one when it is created, or the migration
// that creates it fails.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteExtensions = { pg_trgm };
