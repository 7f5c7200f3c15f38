-- How the gym's dumbbells go up, per unit (decision 048): the coach offers a dumbbell only at a whole
-- number of these steps. Existing accounts get the common racks: 5 lb, 2 kg.
ALTER TABLE "user_settings" ADD COLUMN "dumbbell_step_lb" double precision DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "dumbbell_step_kg" double precision DEFAULT 2 NOT NULL;