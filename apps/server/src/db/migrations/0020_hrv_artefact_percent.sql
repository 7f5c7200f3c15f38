ALTER TABLE "breathing_sessions" ADD COLUMN "hrv_artefact_percent" double precision;--> statement-breakpoint
-- Decision 032: every HRV value keeps its method. Apple Health's HRV is SDNN; a value typed in
-- before the method was asked is taken as RMSSD, what straps, rings and HRV apps show (the
-- user can change it on the entry). Platform sync brings no HRV.
UPDATE "health_metrics" SET "hrv_method" = 'sdnn' WHERE "hrv_method" IS NULL AND "hrv_ms" IS NOT NULL AND "source" = 'apple-health';--> statement-breakpoint
UPDATE "health_metrics" SET "hrv_method" = 'rmssd' WHERE "hrv_method" IS NULL AND "hrv_ms" IS NOT NULL;
