-- How the gym's kettlebells go up, per unit (decision 049): the coach offers a kettlebell only at a
-- whole number of these steps. Existing accounts get the common sets: 5 lb, 4 kg.
ALTER TABLE "user_settings" ADD COLUMN "kettlebell_step_lb" double precision DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "kettlebell_step_kg" double precision DEFAULT 4 NOT NULL;