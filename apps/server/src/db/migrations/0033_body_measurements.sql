CREATE TABLE "body_measurements" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"value" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "body_measurements_user_kind_date_idx" ON "body_measurements" USING btree ("user_id","kind","date");