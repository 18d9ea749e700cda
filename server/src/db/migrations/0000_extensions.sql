-- Trigram indexes back the case-insensitive searches of every list (tickets, stakeholders, staff).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
