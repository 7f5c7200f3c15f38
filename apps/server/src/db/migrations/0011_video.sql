CREATE TABLE "video_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"exercise_id" text NOT NULL,
	"video_id" uuid,
	"set_weight" real,
	"set_reps" smallint,
	"set_rir" smallint,
	"set_number" smallint,
	"overall_score" real NOT NULL,
	"confidence" real NOT NULL,
	"movement_score" real NOT NULL,
	"range_of_motion_score" real NOT NULL,
	"tempo_score" real NOT NULL,
	"stability_score" real NOT NULL,
	"reps" smallint NOT NULL,
	"feedback" jsonb NOT NULL,
	"corrections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_analyses" ADD CONSTRAINT "video_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_analyses" ADD CONSTRAINT "video_analyses_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_analyses_user_client_idx" ON "video_analyses" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "video_analyses_user_exercise_idx" ON "video_analyses" USING btree ("user_id","exercise_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_user_idx" ON "videos" USING btree ("user_id","created_at");