CREATE TABLE "cardio_summaries" (
	"set_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"samples" integer NOT NULL,
	"in_zone_samples" integer NOT NULL,
	"average_hr" smallint,
	"time_in_zone_seconds" integer NOT NULL,
	"zone_low" smallint,
	"zone_high" smallint,
	"verified" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cardio_summaries" ADD CONSTRAINT "cardio_summaries_set_id_workout_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."workout_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cardio_summaries" ADD CONSTRAINT "cardio_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cardio_summaries_user_idx" ON "cardio_summaries" USING btree ("user_id");