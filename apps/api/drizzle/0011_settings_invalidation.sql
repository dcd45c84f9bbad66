-- Invalidation of the per-process settings and token caches (docs/adr/0007-settings-cache.md).
-- Every table GET /admin-suppliers/v1/settings reads announces, at commit, which suppliers it
-- changed: pg_notify('supplier_changed', supplier_id). Statement-level triggers with transition
-- tables send one notification per supplier and statement (PostgreSQL also folds identical
-- notifications of a transaction into one). A revoked or deleted sign-in token announces its hash
-- on 'token_revoked'.
CREATE OR REPLACE FUNCTION settings_notify_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('supplier_changed', s.supplier_id::text)
     FROM (SELECT DISTINCT supplier_id FROM settings_new WHERE supplier_id IS NOT NULL) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settings_notify_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('supplier_changed', s.supplier_id::text)
     FROM (SELECT DISTINCT supplier_id FROM settings_old WHERE supplier_id IS NOT NULL) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settings_notify_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('supplier_changed', s.supplier_id::text)
     FROM (SELECT supplier_id FROM settings_new UNION SELECT supplier_id FROM settings_old) s
    WHERE s.supplier_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row-level, for the rare change that moves a row to another supplier (products).
CREATE OR REPLACE FUNCTION settings_notify_row_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('supplier_changed', OLD.supplier_id::text);
  PERFORM pg_notify('supplier_changed', NEW.supplier_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION settings_notify_token_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('token_revoked', OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  -- balances (ledger_accounts.balance), subscription, store, information, delivery (methods, Nova
  -- Poshta keys and sender), payment
  FOREACH t IN ARRAY ARRAY['ledger_accounts', 'subscriptions', 'stores', 'supplier_articles', 'delivery_methods',
                           'np_api_keys', 'np_sender_settings', 'supplier_payment_methods'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS settings_new '
                   'FOR EACH STATEMENT EXECUTE FUNCTION settings_notify_inserted()', t || '_settings_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS settings_old NEW TABLE AS settings_new '
                   'FOR EACH STATEMENT EXECUTE FUNCTION settings_notify_updated()', t || '_settings_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS settings_old '
                   'FOR EACH STATEMENT EXECUTE FUNCTION settings_notify_deleted()', t || '_settings_delete', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- products: the `product` step only asks whether the supplier has any product, so edits (bulk
-- price or status changes included) notify nothing.
CREATE TRIGGER products_settings_insert AFTER INSERT ON products REFERENCING NEW TABLE AS settings_new
  FOR EACH STATEMENT EXECUTE FUNCTION settings_notify_inserted();
--> statement-breakpoint
CREATE TRIGGER products_settings_delete AFTER DELETE ON products REFERENCING OLD TABLE AS settings_old
  FOR EACH STATEMENT EXECUTE FUNCTION settings_notify_deleted();
--> statement-breakpoint
CREATE TRIGGER products_settings_moved AFTER UPDATE OF supplier_id ON products FOR EACH ROW
  WHEN (OLD.supplier_id IS DISTINCT FROM NEW.supplier_id) EXECUTE FUNCTION settings_notify_row_moved();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_revoked AFTER UPDATE OF revoked_at, token_hash, supplier_id ON auth_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.token_hash IS DISTINCT FROM NEW.token_hash
        OR OLD.supplier_id IS DISTINCT FROM NEW.supplier_id)
  EXECUTE FUNCTION settings_notify_token_revoked();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_deleted AFTER DELETE ON auth_tokens FOR EACH ROW
  EXECUTE FUNCTION settings_notify_token_revoked();
