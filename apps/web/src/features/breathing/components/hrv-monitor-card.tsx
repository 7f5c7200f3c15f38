import { useId } from 'react';
import { Bluetooth, BluetoothConnected, HeartPulse } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { HeartRateStrap } from '../hooks/use-heart-rate-strap.ts';
import { HrvSourceBadge } from './hrv-source-badge.tsx';
import { formatGrouped } from '@grandfit/shared/domain/numbers.ts';

/**
 * 'HRV Monitoring' (docs/product.md#breathing-screen): the chest strap's state,
 * 'Connect Polar H10', live heart rate and RMSSD from the strap, and the demo switch for when there
 * is no strap or no Web Bluetooth.
 */
export function HrvMonitorCard({
  strap,
  demoMode,
  onDemoModeChange,
}: {
  strap: HeartRateStrap;
  demoMode: boolean;
  onDemoModeChange: (demo: boolean) => void;
}) {
  const titleId = useId();
  const demoId = useId();
  const reasonId = useId();
  const connected = strap.status === 'connected';
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <HeartPulse className="size-5 text-primary" aria-hidden="true" />
          <h2 id={titleId} className="text-base font-semibold tracking-tight">
            HRV Monitoring
          </h2>
        </div>
        <Badge variant={connected ? 'default' : 'secondary'}>
          {connected ? 'Connected' : 'Disconnected'}
        </Badge>
      </div>

      <div className="flex items-center gap-3 rounded-2xl bg-muted/60 p-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-surface">
          {connected ? (
            <BluetoothConnected className="size-5 text-primary" aria-hidden="true" />
          ) : (
            <Bluetooth className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">
            Chest strap{strap.deviceName ? ` · ${strap.deviceName}` : ''}
          </p>
          <p className="text-xs text-muted-foreground">
            {connected
              ? strap.contact === 'not-detected'
                ? 'No skin contact: moisten the strap electrodes'
                : 'Streaming heartbeats'
              : 'Heart-rate strap over Bluetooth (Polar H10 or any standard strap)'}
          </p>
        </div>
      </div>

      {connected ? (
        <div className="flex flex-col gap-2">
          <HrvSourceBadge mode="strap" />
          <dl className="grid grid-cols-2 gap-3">
            <Reading label="Heart rate" value={strap.heartRate} unit="bpm" />
            <Reading label="HRV (RMSSD, 60 s)" value={strap.rmssd} unit="ms" />
          </dl>
          <ArtefactNote artefactPercent={strap.artefactPercent} refused={strap.refused} />
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        {connected ? (
          <Button variant="outline" onClick={strap.disconnect}>
            Disconnect
          </Button>
        ) : (
          <Button
            onClick={() => void strap.connect()}
            disabled={!strap.supported || strap.status === 'connecting'}
            aria-describedby={strap.unsupportedReason ? reasonId : undefined}
          >
            <Bluetooth className="size-4" aria-hidden="true" />
            {strap.status === 'connecting' ? 'Connecting…' : 'Connect Polar H10'}
          </Button>
        )}
        {connected ? null : (
          <label
            htmlFor={demoId}
            className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium"
          >
            <input
              id={demoId}
              type="checkbox"
              className="size-5 accent-[var(--color-primary)]"
              checked={demoMode}
              onChange={(event) => onDemoModeChange(event.target.checked)}
            />
            Demo mode
          </label>
        )}
        {!connected && strap.unsupportedReason ? (
          <p id={reasonId} className="basis-full -mt-1 text-xs text-muted-foreground">
            {strap.unsupportedReason}
          </p>
        ) : null}
      </div>
      {!connected && demoMode ? (
        <p className="text-xs text-muted-foreground">
          Demo mode shows simulated HRV during sessions, labelled as such. It is never saved as your
          HRV.
        </p>
      ) : null}
    </Card>
  );
}

/**
 * The artefact percentage that goes with each reading, and why there is none above 5 % (decision
 * 032: Kubios and Elite HRV refuse such readings too).
 */
export function ArtefactNote({
  artefactPercent,
  refused,
  dark = false,
}: {
  artefactPercent: number | null;
  refused: boolean;
  dark?: boolean;
}) {
  if (artefactPercent === null) return null;
  const shown = formatGrouped(artefactPercent, 1);
  if (refused) {
    return (
      <p role="status" className={dark ? 'text-sm text-amber-300' : 'text-sm text-destructive'}>
        No HRV reading: {shown} % of the last minute&apos;s beats were artefacts (more than 5 %).
        Sit still and moisten the strap&apos;s electrodes; the reading returns once the beats are
        clean.
      </p>
    );
  }
  return (
    <p className={dark ? 'text-xs text-white/70' : 'text-xs text-muted-foreground'}>
      Artefacts: {shown} % of beats (corrected; readings above 5 % are refused)
    </p>
  );
}

function Reading({ label, value, unit }: { label: string; value: number | null; unit: string }) {
  return (
    <div className="rounded-2xl border border-border p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-extrabold tracking-tight tabular-nums">
        {value === null ? '—' : value}
        {value === null ? null : (
          <span className="ml-1 text-sm font-semibold text-muted-foreground">{unit}</span>
        )}
      </dd>
    </div>
  );
}
