CREATE TABLE "leap_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"food_key" text NOT NULL,
	"name" text NOT NULL,
	"food_id" text,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "foods" ALTER COLUMN "fibre" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leap_corrections" ADD CONSTRAINT "leap_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leap_corrections" ADD CONSTRAINT "leap_corrections_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leap_corrections_user_food_idx" ON "leap_corrections" USING btree ("user_id","food_key");