CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text,
	"birth_date" date,
	"height_cm" double precision,
	"body_weight_kg" double precision,
	"units" text NOT NULL,
	"journey_start_date" date NOT NULL,
	"milestone_age" smallint NOT NULL,
	"mission" text,
	"reminder_time" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;