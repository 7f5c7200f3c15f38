-- A swap changes the plan Today serves, and a renamed custom exercise the names it shows
-- (decision 038): every instance drops its cached Today of that user, as for the tables of 0007.
CREATE TRIGGER exercise_swaps_notify_user_changed AFTER INSERT OR UPDATE OR DELETE ON exercise_swaps
  FOR EACH ROW EXECUTE FUNCTION grandfit_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER custom_exercises_notify_user_changed AFTER INSERT OR UPDATE OR DELETE ON custom_exercises
  FOR EACH ROW EXECUTE FUNCTION grandfit_notify_user_changed();
