import { Link } from 'react-router';
import type { WorkoutImportResult } from '@grandfit/shared/schemas/workout-import.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SESSION_SOURCE_LABELS } from '@grandfit/shared/domain/session-sources.ts';
import { counted } from '../utils/import-choices.ts';
import { RejectedRows } from './rejected-rows.tsx';

/** "Imported 12 sessions and 148 sets from Strong", or that there was nothing new. */
export function importHeadline(result: WorkoutImportResult): string {
  const source = SESSION_SOURCE_LABELS[result.source];
  if (result.setsAdded === 0) {
    return `Nothing new: all ${counted(result.setsUnchanged, 'set')} from ${source} were already imported`;
  }
  return `Imported ${counted(result.sessionsAdded, 'session')} and ${counted(result.setsAdded, 'set')} from ${source}`;
}

export function ImportResult({
  result,
  showHistoryLink,
  onNavigate,
}: {
  result: WorkoutImportResult;
  /** Off in the onboarding, where History opens once the setup is done. */
  showHistoryLink: boolean;
  onNavigate: () => void;
}) {
  return (
    <section aria-label="Import result" className="grid gap-3">
      <h3 role="status" className="text-base font-semibold">
        {importHeadline(result)}
      </h3>
      <ul className="grid gap-1 text-sm">
        {result.setsAdded > 0 && result.setsUnchanged > 0 ? (
          <li>{counted(result.setsUnchanged, 'set')} already imported, left as they were</li>
        ) : null}
        {result.customExercisesCreated > 0 ? (
          <li>{counted(result.customExercisesCreated, 'custom exercise')} created</li>
        ) : null}
      </ul>
      {result.rejectedCount > 0 ? (
        <RejectedRows rejected={result.rejected} count={result.rejectedCount} />
      ) : null}
      {showHistoryLink ? (
        <Link to="/history" onClick={onNavigate} className={buttonClasses('default', 'default')}>
          Open History
        </Link>
      ) : (
        <p className="text-sm text-muted-foreground">
          Your imported workouts will be in History once your setup is done.
        </p>
      )}
    </section>
  );
}
