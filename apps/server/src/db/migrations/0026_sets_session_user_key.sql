-- A set's user and session become one key, (session_id, user_id) -> workout_sessions (id, user_id):
-- a set can no longer lie in another user's session, and each inserted set is checked once.
-- The unique index comes first: a foreign key needs one on the columns it references.
CREATE UNIQUE INDEX "workout_sessions_id_user_idx" ON "workout_sessions" USING btree ("id","user_id");
--> statement-breakpoint
ALTER TABLE "workout_sets" DROP CONSTRAINT "workout_sets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "workout_sets" DROP CONSTRAINT "workout_sets_session_id_workout_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_session_user_fk" FOREIGN KEY ("session_id","user_id") REFERENCES "public"."workout_sessions"("id","user_id") ON DELETE cascade ON UPDATE no action;
