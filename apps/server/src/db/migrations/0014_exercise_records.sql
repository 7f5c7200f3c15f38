CREATE TABLE "exercise_bests" (
	"user_id" uuid NOT NULL,
	"exercise_id" text NOT NULL,
	"kind" text NOT NULL,
	"weight_key" text DEFAULT '' NOT NULL,
	"value" double precision NOT NULL,
	"prior" double precision,
	"set_id" uuid,
	"session_id" uuid NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exercise_bests_user_id_exercise_id_kind_weight_key_pk" PRIMARY KEY("user_id","exercise_id","kind","weight_key")
);
--> statement-breakpoint
CREATE TABLE "exercise_session_stats" (
	"user_id" uuid NOT NULL,
	"exercise_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"sets" integer NOT NULL,
	"working_sets" integer NOT NULL,
	"volume_kg" double precision NOT NULL,
	"volume_at" timestamp with time zone,
	"best_e1rm_kg" double precision,
	"first_loaded_at" timestamp with time zone,
	"top_weight_kg" double precision,
	"top_amount" double precision,
	"first_working_at" timestamp with time zone,
	"best_by_reps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "exercise_session_stats_user_id_exercise_id_session_id_pk" PRIMARY KEY("user_id","exercise_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "previous" double precision;--> statement-breakpoint
ALTER TABLE "personal_records" ADD COLUMN "weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "exercise_bests" ADD CONSTRAINT "exercise_bests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_session_stats" ADD CONSTRAINT "exercise_session_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_session_stats" ADD CONSTRAINT "exercise_session_stats_session_id_workout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."workout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_session_stats_first_idx" ON "exercise_session_stats" USING btree ("user_id","exercise_id","first_at");--> statement-breakpoint
CREATE INDEX "exercise_session_stats_session_idx" ON "exercise_session_stats" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_records_set_kind_idx" ON "personal_records" USING btree ("set_id","kind") WHERE "personal_records"."set_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_records_session_volume_idx" ON "personal_records" USING btree ("session_id","exercise_id","kind") WHERE "personal_records"."set_id" is null;