import { useId, useState } from 'react';
import { Play, Settings2, Wind } from 'lucide-react';
import {
  BREATHING,
  BREATHING_INPUTS,
  BREATHING_PATTERNS,
  PATTERN_LABELS,
  PRESET_TIMES,
  parseBreathingInput,
  patternSummary,
  timesForPattern,
  type BreathTimes,
  type BreathingInput,
  type BreathingPattern,
} from '@grandfit/shared/domain/breathing/patterns.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import type { SessionSettings } from '../hooks/use-breathing-session.ts';

const INPUT_CLASSES =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base tabular-nums focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring';

const TIME_FIELDS: { field: keyof BreathTimes; label: string }[] = [
  { field: 'inhale', label: 'Inhale (s)' },
  { field: 'hold', label: 'Hold (s)' },
  { field: 'exhale', label: 'Exhale (s)' },
];

export const DEFAULT_SETTINGS: SessionSettings = {
  pattern: BREATHING.defaultPattern,
  times: { ...PRESET_TIMES.coherence },
  durationMinutes: BREATHING.defaultDurationMinutes,
};

/** A preset stays selected while its times are kept; any other times are Custom. */
function withTimes(settings: SessionSettings, times: BreathTimes): SessionSettings {
  const preset = settings.pattern === 'custom' ? null : PRESET_TIMES[settings.pattern];
  const same =
    preset !== null &&
    preset.inhale === times.inhale &&
    preset.hold === times.hold &&
    preset.exhale === times.exhale;
  return { ...settings, times, pattern: same ? settings.pattern : 'custom' };
}

/**
 * 'Breathing Session' (docs/product.md#breathing-screen): the settings toggle, quick-starts '5 min'
 * and '10 min', 'Custom' (opens the settings), the pattern summary with breaths per minute, and the
 * settings themselves.
 */
export function SessionCard({
  settings,
  onSettingsChange,
  onStart,
}: {
  settings: SessionSettings;
  onSettingsChange: (settings: SessionSettings) => void;
  onStart: (settings: SessionSettings) => void;
}) {
  const titleId = useId();
  const panelId = useId();
  const idPrefix = useId();
  const [showSettings, setShowSettings] = useState(false);
  // What the user is typing; the settings hold the parsed value (the bounds and fallbacks of
  // docs/product.md#breathing-patterns).
  const [drafts, setDrafts] = useState<Partial<Record<BreathingInput, string>>>({});

  function changeField(field: BreathingInput, raw: string) {
    setDrafts((current) => ({ ...current, [field]: raw }));
    const value = parseBreathingInput(field, raw);
    if (field === 'durationMinutes') onSettingsChange({ ...settings, durationMinutes: value });
    else onSettingsChange(withTimes(settings, { ...settings.times, [field]: value }));
  }

  function changePattern(pattern: BreathingPattern) {
    setDrafts({});
    onSettingsChange({ ...settings, pattern, times: timesForPattern(pattern, settings.times) });
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Wind className="size-5 text-primary" aria-hidden="true" />
          <h2 id={titleId} className="text-base font-semibold tracking-tight">
            Breathing Session
          </h2>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Session settings"
          aria-expanded={showSettings}
          aria-controls={panelId}
          onClick={() => setShowSettings((open) => !open)}
          className={cn(showSettings && 'bg-muted')}
        >
          <Settings2 className="size-5" aria-hidden="true" />
        </Button>
      </div>

      <p className="rounded-2xl bg-muted/60 px-4 py-3 text-sm">
        <span className="font-semibold">{PATTERN_LABELS[settings.pattern]}</span>
        <span className="text-muted-foreground"> · {patternSummary(settings.times)}</span>
      </p>

      <div className="grid grid-cols-3 gap-2">
        {BREATHING.quickStartMinutes.map((minutes) => (
          <Button
            key={minutes}
            variant="outline"
            onClick={() => {
              const next = { ...settings, durationMinutes: minutes };
              setDrafts((current) => ({ ...current, durationMinutes: undefined }));
              onSettingsChange(next);
              onStart(next);
            }}
          >
            {minutes} min
          </Button>
        ))}
        <Button
          variant={showSettings ? 'secondary' : 'outline'}
          aria-controls={panelId}
          onClick={() => setShowSettings(true)}
        >
          Custom
        </Button>
      </div>

      {showSettings ? (
        <div id={panelId} className="flex flex-col gap-3 rounded-2xl border border-border p-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${idPrefix}-pattern`} className="text-sm font-medium">
              Pattern
            </label>
            <select
              id={`${idPrefix}-pattern`}
              className={INPUT_CLASSES}
              value={settings.pattern}
              onChange={(event) => changePattern(event.target.value as BreathingPattern)}
            >
              {BREATHING_PATTERNS.map((pattern) => (
                <option key={pattern} value={pattern}>
                  {PATTERN_LABELS[pattern]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-3 gap-3">
            {TIME_FIELDS.map(({ field, label }) => (
              <NumberField
                key={field}
                id={`${idPrefix}-${field}`}
                label={label}
                field={field}
                value={drafts[field] ?? String(settings.times[field])}
                onChange={(raw) => changeField(field, raw)}
                onBlur={() => setDrafts((current) => ({ ...current, [field]: undefined }))}
              />
            ))}
          </div>
          <NumberField
            id={`${idPrefix}-durationMinutes`}
            label="Duration (minutes)"
            field="durationMinutes"
            value={drafts.durationMinutes ?? String(settings.durationMinutes)}
            onChange={(raw) => changeField('durationMinutes', raw)}
            onBlur={() => setDrafts((current) => ({ ...current, durationMinutes: undefined }))}
          />
          <Button onClick={() => onStart(settings)}>
            <Play className="size-4" aria-hidden="true" />
            Start {settings.durationMinutes} min session
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

function NumberField({
  id,
  label,
  field,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  field: BreathingInput;
  value: string;
  onChange: (raw: string) => void;
  onBlur: () => void;
}) {
  const { min, max } = BREATHING_INPUTS[field];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className={INPUT_CLASSES}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
