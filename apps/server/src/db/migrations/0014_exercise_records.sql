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
ALTER TABLE "exercise_bests" ADD CONSTRAINT "exercise_bests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_records_set_kind_idx" ON "personal_records" USING btree ("set_id","kind") WHERE "personal_records"."set_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_records_session_volume_idx" ON "personal_records" USING btree ("session_id","exercise_id","kind") WHERE "personal_records"."set_id" is null;