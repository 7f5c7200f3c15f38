import { useState } from 'react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { MethodOverview } from '@grandfit/shared/schemas/method.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { useMethodOverview } from '../api/get-method-overview.ts';
import { victoryText } from '../utils/share-victory.ts';
import { shareAndTell } from '../../../lib/share-text.ts';
import { AchievementBanner } from './achievement-banner.tsx';
import { JourneyHeader } from './journey-header.tsx';
import { JourneyProgress } from './journey-progress.tsx';
import { MantraCard } from './mantra-card.tsx';
import { MissionCard } from './mission-card.tsx';
import { PillarCard } from './pillar-card.tsx';
import { QuickActions } from './quick-actions.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { preloadable, useOnceTrue, usePreloadWhenIdle } from '../../../lib/preloadable.ts';

// Opened by a tap: their own chunks, fetched once the screen is up. The photos dialog brought the
// method schemas with it, whose building cost the screen's first paint 25 ms of main thread here.
const MethodologyDialog = preloadable(() =>
  import('./methodology-dialog.tsx').then((m) => m.MethodologyDialog),
);
const ProgressPhotosDialog = preloadable(() =>
  import('./progress-photos-dialog.tsx').then((m) => m.ProgressPhotosDialog),
);
const preloadDialogs = () =>
  Promise.all([MethodologyDialog.preload(), ProgressPhotosDialog.preload()]);

function MethodSkeleton() {
  return (
    <AwaitingData>
      <div role="status" aria-label="Loading your Method" className="grid gap-5">
        <div className="h-52 animate-pulse rounded-[var(--radius-card)] bg-ink/90" />
        <div className="h-28 animate-pulse rounded-[var(--radius-card)] bg-muted" />
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="h-60 animate-pulse rounded-[var(--radius-card)] bg-muted" />
          ))}
        </div>
      </div>
    </AwaitingData>
  );
}

const share = (overview: MethodOverview) =>
  shareAndTell(victoryText(overview), `My ${PRODUCT_NAME} victory`);

/**
 * Method (/methodology, docs/product.md#method-screen): the journey, today's mantra and the four
 * pillars, from the user's data.
 */
export function MethodScreen() {
  // The user's local day, UTC offset and zone, fixed for the life of the screen.
  const [now] = useState(() => new Date());
  const [tz] = useState(deviceTimeZone);
  const date = toLocalIsoDate(now);
  const overview = useMethodOverview({ date, utcOffset: -now.getTimezoneOffset(), tz });
  const [dialog, setDialog] = useState<'method' | 'photos' | null>(null);
  const [sharing, setSharing] = useState(false);
  const data = overview.data;

  const onShare = () => {
    if (!data) return;
    setSharing(true);
    void share(data).finally(() => setSharing(false));
  };
  usePreloadWhenIdle(preloadDialogs);
  const methodShown = useOnceTrue(dialog === 'method');
  const photosShown = useOnceTrue(dialog === 'photos');
  const dialogChange = (name: 'method' | 'photos') => (open: boolean) =>
    setDialog(open ? name : null);

  return (
    <>
      <PageHeader title="Method" />
      {data ? (
        <div className="grid gap-5">
          {data.banner ? <AchievementBanner banner={data.banner} /> : null}
          <JourneyHeader journey={data.journey} milestone={data.milestone} />
          <MantraCard mantra={data.mantra} />
          <JourneyProgress journey={data.journey} />
          <section aria-labelledby="method-pillars">
            <h2 id="method-pillars" className="mb-3 px-1 text-lg font-bold tracking-tight">
              The Four Pillars
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              {data.pillars.map((pillar) => (
                <PillarCard key={pillar.key} pillar={pillar} todayWorkoutId={data.todayWorkoutId} />
              ))}
            </div>
          </section>
          <QuickActions
            onReadMethod={() => setDialog('method')}
            onProgressPhoto={() => setDialog('photos')}
            onShareVictory={onShare}
            sharing={sharing}
          />
          <MissionCard mission={data.mission} />
        </div>
      ) : overview.isError ? (
        <Card className="flex flex-col items-start gap-3 p-5 text-sm text-muted-foreground">
          <p>Couldn&apos;t load your Method. Check your connection and try again.</p>
          <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
            Retry
          </Button>
        </Card>
      ) : (
        <MethodSkeleton />
      )}
      {/* Each mounted once first opened, in its own boundary: the screen stays while it loads. */}
      {methodShown ? (
        <TapOpened open={dialog === 'method'} onFailed={() => setDialog(null)}>
          <MethodologyDialog open={dialog === 'method'} onOpenChange={dialogChange('method')} />
        </TapOpened>
      ) : null}
      {photosShown ? (
        <TapOpened open={dialog === 'photos'} onFailed={() => setDialog(null)}>
          <ProgressPhotosDialog
            open={dialog === 'photos'}
            onOpenChange={dialogChange('photos')}
            today={date}
          />
        </TapOpened>
      ) : null}
    </>
  );
}
