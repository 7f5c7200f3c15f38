-- Decision 019: a new account's journey starts the week it signs up, and a first-run onboarding
-- asks for the rest. Accounts that exist already keep what they have been shown: a user without a
-- settings row has seen the spec's start of 3 Aug 2025 (the old default) and the other defaults,
-- so that is what gets stored; and nobody who used the app before is asked to onboard.
ALTER TABLE "users" ADD COLUMN "onboarding_completed_at" timestamp with time zone;--> statement-breakpoint
INSERT INTO "user_settings" ("user_id", "units", "journey_start_date", "milestone_age")
SELECT "id", 'lb', DATE '2025-08-03', 48 FROM "users"
ON CONFLICT ("user_id") DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "onboarding_completed_at" = now() WHERE "onboarding_completed_at" IS NULL;
