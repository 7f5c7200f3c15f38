-- Bodyweight work scores its reps, never an e1RM of the load added to the body (decision 073).
-- The kept figures are what the records fold now makes of the same sets: the e1RM bests and
-- records of bodyweight exercises go, and their sessions' e1RM figures are cleared; their
-- heaviest-load, reps and volume figures are unchanged. The library's bodyweight rep exercises
-- (unit 'reps', not loaded) as of this migration, and every custom exercise of the bodyweight kind.
CREATE TEMPORARY TABLE "bodyweight_exercises" ON COMMIT DROP AS
  SELECT unnest(ARRAY[
    'push-up', 'incline-push-up', 'sit-to-stand', 'reverse-lunge', 'glute-bridge', 'inverted-row',
    'pull-up', 'chin-up', 'lateral-step-down', 'box-jump', 'floor-get-up', 'calf-raise',
    'mcgill-curl-up', 'bird-dog', 'dead-bug', 'pallof-press', 'half-kneeling-chop', 'stir-the-pot',
    'single-leg-balance-reach', 'hip-airplane', 'ankle-rock', 'ninety-ninety-hip-switch',
    'thoracic-open-book', 'wall-slide', 'back-extension'
  ]) AS "exercise_id", NULL::uuid AS "user_id"
  UNION ALL
  SELECT 'custom-' || "id"::text, "user_id" FROM "custom_exercises" WHERE "kind" = 'bodyweight';
--> statement-breakpoint
DELETE FROM "exercise_bests" b USING "bodyweight_exercises" x
  WHERE b."kind" = 'e1rm' AND b."exercise_id" = x."exercise_id"
    AND (x."user_id" IS NULL OR b."user_id" = x."user_id");
--> statement-breakpoint
DELETE FROM "personal_records" r USING "bodyweight_exercises" x
  WHERE r."kind" = 'e1rm' AND r."exercise_id" = x."exercise_id"
    AND (x."user_id" IS NULL OR r."user_id" = x."user_id");
--> statement-breakpoint
UPDATE "exercise_session_stats" s SET "best_e1rm_kg" = NULL, "first_loaded_at" = NULL
  FROM "bodyweight_exercises" x
  WHERE s."exercise_id" = x."exercise_id" AND (x."user_id" IS NULL OR s."user_id" = x."user_id")
    AND (s."best_e1rm_kg" IS NOT NULL OR s."first_loaded_at" IS NOT NULL);
