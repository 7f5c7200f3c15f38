CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers). Tells every server instance when what its
-- per-request caches hold about a user changes (db/user-changes.ts, ACCOUNT_CHANGED_CHANNEL): a
-- session ended (logout, password change or reset, account deletion through the cascade), the
-- user row (name, avatar) or their settings changed. The trigger's argument names the column
-- holding the user's id. None of these tables is written on a hot path.
CREATE FUNCTION grandfit_notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('grandfit_account_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('grandfit_account_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_account_changed AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION grandfit_notify_account_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER users_notify_account_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION grandfit_notify_account_changed('id');
--> statement-breakpoint
CREATE TRIGGER user_settings_notify_account_changed AFTER INSERT OR UPDATE OR DELETE ON user_settings
  FOR EACH ROW EXECUTE FUNCTION grandfit_notify_account_changed('user_id');
