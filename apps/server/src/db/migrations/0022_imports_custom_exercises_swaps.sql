CREATE TABLE "custom_exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"equipment" text,
	"rest_seconds" smallint DEFAULT 90 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_mappings" (
	"user_id" uuid NOT NULL,
	"source_name" text NOT NULL,
	"exercise_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_mappings_user_id_source_name_pk" PRIMARY KEY("user_id","source_name")
);
--> statement-breakpoint
CREATE TABLE "exercise_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_exercise_id" text NOT NULL,
	"to_exercise_id" text NOT NULL,
	"workout_id" uuid,
	"journey_start" date,
	"phase" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workout_sessions" ALTER COLUMN "workout_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_sets" ALTER COLUMN "workout_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "source" text DEFAULT 'grandfit' NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "rpe" double precision;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "distance_meters" double precision;--> statement-breakpoint
ALTER TABLE "custom_exercises" ADD CONSTRAINT "custom_exercises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_mappings" ADD CONSTRAINT "exercise_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_swaps" ADD CONSTRAINT "exercise_swaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_swaps" ADD CONSTRAINT "exercise_swaps_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_exercises_user_name_idx" ON "custom_exercises" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_swaps_workout_idx" ON "exercise_swaps" USING btree ("user_id","workout_id","from_exercise_id") WHERE "exercise_swaps"."workout_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_swaps_phase_idx" ON "exercise_swaps" USING btree ("user_id","journey_start","phase","from_exercise_id") WHERE "exercise_swaps"."workout_id" is null;