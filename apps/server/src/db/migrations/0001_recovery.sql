CREATE TABLE "health_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"source" text NOT NULL,
	"hrv_ms" smallint,
	"resting_heart_rate" smallint,
	"sleep_hours" double precision,
	"sleep_quality" smallint,
	"vo2_max" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readiness_checkins" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"energy" smallint NOT NULL,
	"mood" smallint NOT NULL,
	"soreness" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_metrics" ADD CONSTRAINT "health_metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_checkins" ADD CONSTRAINT "readiness_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_metrics_user_date_source_idx" ON "health_metrics" USING btree ("user_id","date","source");--> statement-breakpoint
CREATE UNIQUE INDEX "readiness_checkins_user_date_idx" ON "readiness_checkins" USING btree ("user_id","date");