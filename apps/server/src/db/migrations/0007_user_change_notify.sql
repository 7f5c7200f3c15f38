-- Tells every server instance when a user's training-screen data changes (db/user-changes.ts):
-- their caches of derived reads (today's workouts) drop that user's entries. PostgreSQL folds
-- identical notifications of one transaction into one, so a bulk import sends one per user.
-- workout_sets has no trigger on purpose: a transaction that notifies holds a cluster-wide lock
-- through its commit, which would queue every logged set behind every other. A set's effect on
-- another instance's cached loads waits at most for that cache's 30-second life; a session
-- starting or completing does notify.
CREATE FUNCTION grandfit_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('grandfit_user_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('grandfit_user_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workouts_notify_user_changed AFTER INSERT OR UPDATE OR DELETE ON workouts
  FOR EACH ROW EXECUTE FUNCTION grandfit_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER workout_sessions_notify_user_changed AFTER INSERT OR UPDATE OR DELETE ON workout_sessions
  FOR EACH ROW EXECUTE FUNCTION grandfit_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER health_metrics_notify_user_changed AFTER INSERT OR UPDATE OR DELETE ON health_metrics
  FOR EACH ROW EXECUTE FUNCTION grandfit_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER readiness_checkins_notify_user_changed AFTER INSERT OR UPDATE OR DELETE ON readiness_checkins
  FOR EACH ROW EXECUTE FUNCTION grandfit_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER user_settings_notify_user_changed AFTER INSERT OR UPDATE OR DELETE ON user_settings
  FOR EACH ROW EXECUTE FUNCTION grandfit_notify_user_changed();
