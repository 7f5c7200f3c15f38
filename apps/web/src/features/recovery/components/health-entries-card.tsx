import { useEffect, useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, Pencil } from 'lucide-react';
import type { HealthManualRecord } from '@grandfit/shared/schemas/health.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { preloadable } from '../../../lib/preloadable.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { formatDay } from '../../../lib/format.ts';
import { onDelivered } from '../../../lib/outbox/outbox.ts';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';
import { HEALTH_ENTRIES_URL, useHealthEntries } from '../api/get-health-entries.ts';
import { refreshAfterHealthChange } from '../api/refresh-after-health-change.ts';
import { applyPendingHealthEdits } from '../utils/pending-health-entries.ts';
import { formatMetric } from '../utils/readiness-display.ts';

// The dialog brings react-hook-form and zod, like the entry form; loaded when a row is opened.
const EditHealthEntryDialog = preloadable(() =>
  import('./edit-health-entry-dialog.tsx').then((m) => m.EditHealthEntryDialog),
);

/** "HRV 55 ms · RHR 60 bpm · Sleep 7 h (8/10) · VO2 max 44.5": what the day holds. */
export function entrySummary(entry: HealthManualRecord): string {
  const parts: string[] = [];
  if (entry.hrvScore !== null) {
    const method = entry.hrvMethod === 'sdnn' ? 'SDNN' : 'RMSSD';
    parts.push(`HRV ${formatMetric(entry.hrvScore)} ms (${method})`);
  }
  if (entry.restingHeartRate !== null)
    parts.push(`RHR ${formatMetric(entry.restingHeartRate)} bpm`);
  if (entry.sleepHours !== null || entry.sleepQuality !== null) {
    const hours = entry.sleepHours === null ? 'Sleep' : `Sleep ${formatMetric(entry.sleepHours)} h`;
    parts.push(entry.sleepQuality === null ? hours : `${hours} (${entry.sleepQuality}/10)`);
  }
  if (entry.vo2Max !== null) parts.push(`VO2 max ${formatMetric(entry.vo2Max)}`);
  return parts.join(' · ');
}

/**
 * Your Entries: the days entered by hand, newest first, each with Edit (which also deletes). An
 * edit or delete made offline shows at once and waits in the outbox.
 */
export function HealthEntriesCard() {
  const titleId = useId();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const entries = useHealthEntries();
  const queued = usePendingWrites(`${HEALTH_ENTRIES_URL}/`, user?.id);
  const shown = useMemo(
    () => (entries.data ? applyPendingHealthEdits(entries.data, queued) : undefined),
    [entries.data, queued],
  );
  const [editing, setEditing] = useState<HealthManualRecord | null>(null);
  const currentYear = new Date().getFullYear();

  // A correction kept offline reaches the server later: every screen that showed it refetches.
  useEffect(
    () =>
      onDelivered((entry) => {
        if (entry.url.startsWith(`${HEALTH_ENTRIES_URL}/`)) refreshAfterHealthChange(queryClient);
      }),
    [queryClient],
  );

  if (!shown || shown.entries.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <h2 id={titleId} className="mb-1 text-base font-semibold tracking-tight">
        Your Entries
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        Health data you entered by hand. Tap Edit to correct or delete a day.
      </p>
      <ul aria-label="Health entries" className="divide-y divide-border">
        {shown.entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-1.5 text-sm font-semibold">
                {formatDay(entry.date, currentYear)}
                {shown.waiting.has(entry.id) ? (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-muted-foreground">
                    <CloudOff className="size-3.5" aria-hidden="true" /> Waiting to sync
                  </span>
                ) : null}
              </p>
              <p className="text-sm break-words text-muted-foreground tabular-nums">
                {entrySummary(entry)}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Edit the entry of ${formatDay(entry.date, currentYear)}`}
              onClick={() => setEditing(entry)}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
          </li>
        ))}
      </ul>
      {editing ? (
        <TapOpened open onFailed={() => setEditing(null)}>
          <EditHealthEntryDialog
            entry={editing}
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
          />
        </TapOpened>
      ) : null}
    </Card>
  );
}
