CREATE TABLE "breathing_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"date" date NOT NULL,
	"pattern" text NOT NULL,
	"inhale_seconds" smallint NOT NULL,
	"hold_seconds" smallint NOT NULL,
	"exhale_seconds" smallint NOT NULL,
	"planned_seconds" integer NOT NULL,
	"actual_seconds" integer NOT NULL,
	"breaths" integer NOT NULL,
	"completed" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"hrv_source" text,
	"start_rmssd" double precision,
	"end_rmssd" double precision,
	"average_rmssd" double precision,
	"hrv_sample_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "breathing_sessions" ADD CONSTRAINT "breathing_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breathing_sessions_user_client_idx" ON "breathing_sessions" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "breathing_sessions_user_date_idx" ON "breathing_sessions" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "breathing_sessions_user_started_idx" ON "breathing_sessions" USING btree ("user_id","started_at");