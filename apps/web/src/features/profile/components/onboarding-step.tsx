import type { ReactNode, Ref } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatLongDate } from '../../../lib/dates.ts';
import {
  JOURNEY_WEEKS,
  daysBetween,
  newJourneyStart,
  nextMonday,
  startWindow,
} from '@grandfit/shared/domain/journey.ts';
import {
  FormField,
  INPUT_CLASSES,
  Optional,
  describedBy,
} from '../../../components/ui/form-field.tsx';
import {
  convertTypedWeight,
  type OnboardingFormValues,
  type OnboardingStepId,
} from '../utils/onboarding-form.ts';
import { ChoiceCard } from './choice-card.tsx';

/** "Monday, November 23, 2026" for a YYYY-MM-DD day, on the local calendar. */
function longDate(iso: string): string {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return formatLongDate(new Date(year, month - 1, day));
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface StepProps {
  form: UseFormReturn<OnboardingFormValues>;
  /** The user's local calendar day. */
  today: string;
}

function UnitsStep({ form }: StepProps) {
  const units = useWatch({ control: form.control, name: 'units' });
  const field = form.register('units', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value === 'kg' ? 'kg' : 'lb';
      // A weight typed before switching stays the same weight, in the new units.
      form.setValue('bodyWeight', convertTypedWeight(form.getValues('bodyWeight'), units, next));
    },
  });
  const error = form.formState.errors.units?.message;
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={error ? 'onboarding-units-error' : undefined}
    >
      <legend className="sr-only">Units</legend>
      <ChoiceCard {...field} value="kg" title="Kilograms (kg)" description="Heights in cm" />
      <ChoiceCard {...field} value="lb" title="Pounds (lb)" description="Heights in inches" />
      {error ? (
        <p id="onboarding-units-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function BirthDateStep({ form, today }: StepProps) {
  const id = 'onboarding-birthDate';
  const error = form.formState.errors.birthDate?.message;
  const hint = 'You can add or change it later in Settings.';
  return (
    <FormField
      id={id}
      label={
        <>
          Birth date <Optional />
        </>
      }
      hint={hint}
      error={error}
    >
      <input
        id={id}
        type="date"
        max={today}
        className={INPUT_CLASSES}
        {...describedBy(id, error, hint)}
        {...form.register('birthDate')}
      />
    </FormField>
  );
}

function BodyWeightStep({ form }: StepProps) {
  const units = useWatch({ control: form.control, name: 'units' });
  const id = 'onboarding-bodyWeight';
  const error = form.formState.errors.bodyWeight?.message;
  const hint = 'You can add or change it later in Settings.';
  return (
    <FormField
      id={id}
      label={
        <>
          Body weight ({units}) <Optional />
        </>
      }
      hint={hint}
      error={error}
    >
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step="0.1"
        className={INPUT_CLASSES}
        {...describedBy(id, error, hint)}
        {...form.register('bodyWeight')}
      />
    </FormField>
  );
}

function MilestoneAgeStep({ form }: StepProps) {
  const id = 'onboarding-milestoneAge';
  const error = form.formState.errors.milestoneAge?.message;
  const hint = 'From 18 to 120.';
  return (
    <FormField id={id} label="Milestone age" hint={hint} error={error}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step="1"
        className={INPUT_CLASSES}
        {...describedBy(id, error, hint)}
        {...form.register('milestoneAge')}
      />
    </FormField>
  );
}

function StartStep({ form, today }: StepProps) {
  const choice = useWatch({ control: form.control, name: 'startChoice' });
  const thisWeek = newJourneyStart(today);
  const next = nextMonday(today);
  const dayOfWeek1 = daysBetween(thisWeek, today) + 1;
  const daysToNext = daysBetween(today, next);
  const { earliest, latest } = startWindow(today);
  const field = form.register('startChoice');
  const id = 'onboarding-startDate';
  const error = form.formState.errors.startDate?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">When to start</legend>
      <ChoiceCard
        {...field}
        value="this-week"
        title="This week"
        description={
          dayOfWeek1 === 1
            ? `From today, ${longDate(thisWeek)}`
            : `From ${longDate(thisWeek)}: today is day ${dayOfWeek1} of week 1`
        }
      />
      <ChoiceCard
        {...field}
        value="next-monday"
        title="Next Monday"
        description={`${longDate(next)}, in ${plural(daysToNext, 'day')}`}
      />
      <ChoiceCard
        {...field}
        value="date"
        title="Pick a date"
        description="Week 1 starts that day"
      />
      {choice === 'date' ? (
        <FormField id={id} label="Start date" error={error}>
          <input
            id={id}
            type="date"
            min={earliest}
            max={latest}
            className={INPUT_CLASSES}
            {...describedBy(id, error)}
            {...form.register('startDate')}
          />
        </FormField>
      ) : error ? (
        <p className="text-sm text-destructive">{error}</p>
      ) : null}
    </fieldset>
  );
}

interface StepCopy {
  title: string;
  intro: string;
  Body: (props: StepProps) => ReactNode;
}

const STEPS: Record<OnboardingStepId, StepCopy> = {
  units: {
    title: 'Which units do you use?',
    intro: 'Weights, body weight and height show in these units everywhere.',
    Body: UnitsStep,
  },
  'birth-date': {
    title: 'When were you born?',
    intro:
      'Your age sets your heart-rate numbers (maximum 220 minus your age, which the Zone 2 ' +
      'range and the VO2 max estimate use) and the countdown to your milestone birthday.',
    Body: BirthDateStep,
  },
  'body-weight': {
    title: 'What do you weigh?',
    intro: 'Your starting point: your Training Profile shows it, and you can update it any time.',
    Body: BodyWeightStep,
  },
  'milestone-age': {
    title: 'Which birthday are you training for?',
    intro:
      'The Method page counts the days to this birthday. Pick the age you want to arrive at ' +
      'strong; 48 is the programme’s default.',
    Body: MilestoneAgeStep,
  },
  start: {
    title: 'When do you want to start?',
    intro: `Your ${JOURNEY_WEEKS}-week journey opens with the Foundation phase. Starting on a Monday keeps its weeks in step with the calendar.`,
    Body: StartStep,
  },
};

/** One onboarding screen: its question, why it is asked, and its field. */
export function OnboardingStep({
  step,
  form,
  today,
  headingRef,
  eyebrow,
}: StepProps & { step: OnboardingStepId; headingRef: Ref<HTMLHeadingElement>; eyebrow: string }) {
  const { title, intro, Body } = STEPS[step];
  return (
    <section aria-labelledby="onboarding-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-primary">{eyebrow}</p>
        <h1
          id="onboarding-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl leading-tight font-extrabold tracking-tight focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <p className="text-base leading-relaxed text-muted-foreground">{intro}</p>
      </div>
      <Body form={form} today={today} />
    </section>
  );
}
