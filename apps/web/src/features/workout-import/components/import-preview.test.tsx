import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { WorkoutImportPreview } from '@grandfit/shared/schemas/workout-import.ts';
import { ImportPreview } from './import-preview.tsx';

const preview: WorkoutImportPreview = {
  uploadId: '0b6c1f5e-0a53-4c55-9a57-5b0a3c1f2d11',
  format: 'strong-comma',
  source: 'strong',
  unit: 'kg',
  workouts: 1,
  sets: 3,
  warmupSets: 0,
  timedSets: 0,
  setNotes: 2,
  alreadyImported: 0,
  firstWorkoutAt: '2025-11-02T17:00:00.000Z',
  lastWorkoutAt: '2025-11-02T17:00:00.000Z',
  exercises: [],
  rejected: [],
  rejectedCount: 0,
};

function renderPreview(setNotes: number) {
  render(
    <ImportPreview
      preview={{ ...preview, setNotes }}
      choices={new Map()}
      unit="kg"
      onUnitChange={() => {}}
      onChange={() => {}}
    />,
  );
}

describe('the import preview', () => {
  it('says the set notes it will not import', () => {
    renderPreview(2);
    expect(
      screen.getByText(
        '2 set notes not imported: GrandFit keeps notes per workout and per exercise, not per set.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of notes when the file has none', () => {
    renderPreview(0);
    expect(screen.queryByText(/set notes? not imported/)).toBeNull();
  });
});
