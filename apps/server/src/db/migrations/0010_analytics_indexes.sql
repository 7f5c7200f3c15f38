-- Analytics (docs/analytics.md "Queries", decision 017): a user's sets of a time range across all
-- exercises, and the first set ever (min(performed_at)). The (user_id, exercise_id, performed_at)
-- index of the coach cannot range-scan time without an exercise. Added as a custom migration
-- because the index lives outside the Drizzle schema of workout_sets (the training area's file).
CREATE INDEX IF NOT EXISTS "workout_sets_user_performed_idx" ON "workout_sets" USING btree ("user_id","performed_at");
