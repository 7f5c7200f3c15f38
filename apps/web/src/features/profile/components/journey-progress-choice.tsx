import { ChoiceCard } from './choice-card.tsx';

export type JourneyProgress = 'keep' | 'restart';

/**
 * What a new journey start does to the weeks already trained (decision 072): a lifter back from a
 * week away keeps them (a pause), one who wants the programme again from week 1 starts over.
 */
export function JourneyProgressChoice({
  value,
  onChange,
}: {
  value: JourneyProgress;
  onChange: (value: JourneyProgress) => void;
}) {
  const choice = (option: JourneyProgress) => ({
    name: 'journey-progress',
    value: option,
    checked: value === option,
    onChange: () => onChange(option),
  });
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold">With the new start</legend>
      <ChoiceCard
        {...choice('keep')}
        title="Keep my progress"
        description="Workouts you did stay done; the programme goes on where you left it."
      />
      <ChoiceCard
        {...choice('restart')}
        title="Start over"
        description="Every workout from week 1 is to do again. History keeps every session."
      />
    </fieldset>
  );
}
