-- A workout the lifter makes himself, outside the programme (decision 075).
ALTER TABLE "workouts" ADD COLUMN "free" boolean DEFAULT false NOT NULL;
