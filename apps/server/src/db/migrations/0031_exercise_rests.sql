CREATE TABLE "exercise_rests" (
	"user_id" uuid NOT NULL,
	"exercise_id" text NOT NULL,
	"rest_seconds" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_rests_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
ALTER TABLE "exercise_rests" ADD CONSTRAINT "exercise_rests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;