import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth-user.ts';
import { preloadable } from '../../../lib/preloadable.ts';
import { getSettingsQueryOptions } from '../../../lib/settings-query.ts';
import { useBodyWeightLog } from '../api/body-weight.ts';

const WeighInDialog = preloadable(() =>
  import('./weigh-in-dialog.tsx').then((module) => module.WeighInDialog),
);

/** The dialog with this month's weigh-ins, read only once it is opened. */
function TodaysWeighIn({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [today] = useState(() => toLocalIsoDate(new Date()));
  const { user } = useAuth();
  const settings = useQuery(getSettingsQueryOptions());
  const log = useBodyWeightLog({ date: today, months: 1 }, user?.id);
  return (
    <WeighInDialog
      date={today}
      editing={null}
      entries={log.data?.entries ?? []}
      unit={settings.data?.units ?? 'lb'}
      settingsKg={settings.data?.bodyWeightKg ?? null}
      today={today}
      onOpenChange={onOpenChange}
    />
  );
}

/**
 * 'Log weight' away from Progress (Profile's Training Profile, decision 058): today's weigh-in in
 * the same dialog; the chart stays on Progress.
 */
export function LogWeightButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={() => void WeighInDialog.preload()}
        onClick={() => setOpen(true)}
      >
        <Scale className="size-4" aria-hidden="true" />
        Log weight
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TodaysWeighIn onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
