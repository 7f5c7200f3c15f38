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
  it('counts the set notes it imports with their sets, and never says they are dropped', () => {
    renderPreview(2);
    const figure = screen.getByText('Set notes').parentElement!;
    expect(figure.textContent).toBe('Set notes2');
    expect(screen.queryByText(/not imported/)).toBeNull();
  });

  it('says nothing of notes when the file has none', () => {
    renderPreview(0);
    expect(screen.queryByText('Set notes')).toBeNull();
  });
});
