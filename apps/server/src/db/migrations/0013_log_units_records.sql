CREATE TABLE "personal_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"exercise_id" text NOT NULL,
	"kind" text NOT NULL,
	"session_id" uuid NOT NULL,
	"set_id" uuid,
	"value" double precision NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "weight_step_kg" double precision DEFAULT 1.25 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "bar_weight_lb" double precision DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "bar_weight_kg" double precision DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "plates_lb" jsonb DEFAULT '[45,35,25,10,5,2.5]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "plates_kg" jsonb DEFAULT '[25,20,15,10,5,2.5,1.25]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "weight_unit" text DEFAULT 'lb' NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "set_type" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_records" ADD CONSTRAINT "personal_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_records" ADD CONSTRAINT "personal_records_session_id_workout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."workout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_records" ADD CONSTRAINT "personal_records_set_id_workout_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."workout_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_records_user_exercise_idx" ON "personal_records" USING btree ("user_id","exercise_id","achieved_at");--> statement-breakpoint
CREATE INDEX "personal_records_session_idx" ON "personal_records" USING btree ("session_id");