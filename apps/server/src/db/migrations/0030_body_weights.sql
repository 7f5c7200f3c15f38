CREATE TABLE "body_weights" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"weight_kg" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "body_weights" ADD CONSTRAINT "body_weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "body_weights_user_date_idx" ON "body_weights" USING btree ("user_id","date");