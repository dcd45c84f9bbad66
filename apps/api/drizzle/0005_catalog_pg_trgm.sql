-- The trigram index of product names (products_name_trgm_idx) needs pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
