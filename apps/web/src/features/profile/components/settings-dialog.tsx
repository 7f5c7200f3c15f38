import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  userSettingsSchema,
  type UnitSystem,
  type UserSettings,
} from '@grandfit/shared/schemas/settings.ts';
import { DUMBBELL_STEPS, KETTLEBELL_STEPS } from '@grandfit/shared/domain/units/weight.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { useQueryClient } from '@tanstack/react-query';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { logWeighIn } from '../../body-weight/api/body-weight.ts';
import {
  newBodyWeightKg,
  switchUnits,
  toFormValues,
  todayOnJourney,
  toSettingsInput,
  type SettingsFormValues,
} from '../utils/settings-form.ts';
import { JourneyProgressChoice, type JourneyProgress } from './journey-progress-choice.tsx';

/** Validates with the shared schema (the same rules as the server) after converting units. */
const resolver = schemaResolver<SettingsFormValues>(userSettingsSchema, toSettingsInput, {
  heightCm: 'height',
  bodyWeightKg: 'bodyWeight',
});

const GYM_STEPS = { dumbbell: DUMBBELL_STEPS, kettlebell: KETTLEBELL_STEPS };

const inputClass =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive';

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );
}

/** "Settings & Preferences": everything GrandFit personalises, validated like the server does. */
export function SettingsDialog({
  open,
  onOpenChange,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: UserSettings;
}) {
  const form = useForm<SettingsFormValues>({ resolver, defaultValues: toFormValues(settings) });
  const { errors } = form.formState;
  const units = useWatch({ control: form.control, name: 'units' });
  const journeyStartDate = useWatch({ control: form.control, name: 'journeyStartDate' });
  const startMoves = journeyStartDate !== '' && journeyStartDate !== settings.journeyStartDate;
  const [journeyProgress, setJourneyProgress] = useState<JourneyProgress>('keep');
  const mutation = useUpdateSettings();
  const queryClient = useQueryClient();
  const { user } = useAuth();

  /** The form's settings, and for a new start what becomes of the weeks done (decision 072). */
  const settingsInput = (values: SettingsFormValues) => ({
    ...toSettingsInput(values),
    ...(startMoves ? { keepProgress: journeyProgress === 'keep' } : {}),
  });

  const save = form.handleSubmit((values) =>
    mutation.mutate(settingsInput(values), {
      onSuccess: () => {
        toast({ title: 'Settings saved' });
        onOpenChange(false);
        // A new body weight is today's weigh-in (decision 058).
        const weightKg = newBodyWeightKg(values, settings.bodyWeightKg);
        if (weightKg !== null) {
          logWeighIn(queryClient, {
            date: toLocalIsoDate(new Date()),
            weightKg,
            userId: user?.id,
            label: "Today's weigh-in",
          }).catch((error: Error) =>
            toast({
              title: "Couldn't log today's weigh-in",
              description: error.message,
              variant: 'destructive',
            }),
          );
        }
      },
      onError: (error) =>
        toast({
          title: 'Could not save settings',
          description: error.message,
          variant: 'destructive',
        }),
    }),
  );
  const field = (name: keyof SettingsFormValues) => ({
    id: `settings-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `settings-${name}-error` : undefined,
    ...form.register(name),
  });

  /** How the gym's dumbbells (decision 048) or kettlebells (decision 049) go up, in the unit shown. */
  const gymStepField = (
    what: 'dumbbell' | 'kettlebell',
    name: 'dumbbellStepLb' | 'dumbbellStepKg' | 'kettlebellStepLb' | 'kettlebellStepKg',
  ) => (
    <Field
      id={`settings-${name}`}
      label={`${what === 'dumbbell' ? 'Dumbbell' : 'Kettlebell'} step (${units})`}
      hint={`How your gym's ${what}s go up: the coach only offers ones it has.`}
      error={errors[name]?.message}
    >
      <select key={units} className={inputClass} {...field(name)}>
        {GYM_STEPS[what][units].map((step) => (
          <option key={step} value={String(step)}>
            {step} {units}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Settings & Preferences</DialogTitle>
          <DialogDescription>Personalise your journey. Only you can see these.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
          <Field id="settings-displayName" label="Display name" error={errors.displayName?.message}>
            <input className={inputClass} autoComplete="nickname" {...field('displayName')} />
          </Field>
          <Field
            id="settings-birthDate"
            label="Birth date"
            hint="Sets your maximum heart rate and the milestone countdown."
            error={errors.birthDate?.message}
          >
            <input type="date" className={inputClass} {...field('birthDate')} />
          </Field>
          <Field id="settings-units" label="Units" error={errors.units?.message}>
            <select
              className={inputClass}
              {...field('units')}
              // The height and weight shown are converted, never relabelled (70 in -> 177.8 cm).
              onChange={(event) => {
                const next = switchUnits(form.getValues(), event.target.value as UnitSystem);
                form.setValue('height', next.height);
                form.setValue('bodyWeight', next.bodyWeight);
                form.setValue('units', next.units, { shouldDirty: true });
              }}
            >
              <option value="lb">lb and inches</option>
              <option value="kg">kg and cm</option>
            </select>
          </Field>
          <Field
            id="settings-height"
            label={`Height (${units === 'lb' ? 'in' : 'cm'})`}
            error={errors.height?.message}
          >
            <input
              type="number"
              inputMode="decimal"
              step="0.1"
              className={inputClass}
              {...field('height')}
            />
          </Field>
          <Field
            id="settings-bodyWeight"
            label={`Body weight (${units === 'lb' ? 'lb' : 'kg'})`}
            error={errors.bodyWeight?.message}
          >
            <input
              type="number"
              inputMode="decimal"
              step="0.1"
              className={inputClass}
              {...field('bodyWeight')}
            />
          </Field>
          <Field
            id="settings-sex"
            label="Sex"
            hint="Only for your strength standards (Method and Analytics). Prefer not to say: the mean of the men's and women's standards."
            error={errors.sex?.message}
          >
            <select className={inputClass} {...field('sex')}>
              <option value="">Not set</option>
              <option value="male">Male</option>
              <option value="female">Female</option>
              <option value="prefer-not-to-say">Prefer not to say</option>
            </select>
          </Field>
          {units === 'kg' ? (
            <Field
              id="settings-weightStepKg"
              label="Load step (kg)"
              hint="How much the coach adds at a time: 1.25 kg needs 0.625 kg plates."
              error={errors.weightStepKg?.message}
            >
              <select className={inputClass} {...field('weightStepKg')}>
                <option value="1.25">1.25 kg</option>
                <option value="2.5">2.5 kg</option>
              </select>
            </Field>
          ) : null}
          {gymStepField('dumbbell', units === 'kg' ? 'dumbbellStepKg' : 'dumbbellStepLb')}
          {gymStepField('kettlebell', units === 'kg' ? 'kettlebellStepKg' : 'kettlebellStepLb')}
          <Field
            id={units === 'kg' ? 'settings-barWeightKg' : 'settings-barWeightLb'}
            label={`Bar weight (${units})`}
            hint="For the plate calculator."
            error={(units === 'kg' ? errors.barWeightKg : errors.barWeightLb)?.message}
          >
            <input
              key={units}
              type="number"
              inputMode="decimal"
              step="0.5"
              className={inputClass}
              {...field(units === 'kg' ? 'barWeightKg' : 'barWeightLb')}
            />
          </Field>
          <Field
            id={units === 'kg' ? 'settings-platesKg' : 'settings-platesLb'}
            label={`Plates you have (${units})`}
            hint="Separated by commas, e.g. 25, 20, 15, 10, 5, 2.5, 1.25."
            error={(units === 'kg' ? errors.platesKg : errors.platesLb)?.message}
          >
            <input
              key={units}
              inputMode="decimal"
              className={inputClass}
              {...field(units === 'kg' ? 'platesKg' : 'platesLb')}
            />
          </Field>
          <Field
            id="settings-journeyStartDate"
            label="Journey start date"
            hint={
              startMoves
                ? todayOnJourney(journeyStartDate, toLocalIsoDate(new Date()))
                : 'Week 1 of your 52 weeks starts here.'
            }
            error={errors.journeyStartDate?.message}
          >
            <input type="date" className={inputClass} {...field('journeyStartDate')} />
          </Field>
          {startMoves ? (
            <JourneyProgressChoice value={journeyProgress} onChange={setJourneyProgress} />
          ) : null}
          <Field
            id="settings-milestoneAge"
            label="Milestone age"
            hint="The Method page counts the days to this birthday."
            error={errors.milestoneAge?.message}
          >
            <input
              type="number"
              inputMode="numeric"
              step="1"
              className={inputClass}
              {...field('milestoneAge')}
            />
          </Field>
          <Field
            id="settings-reminderTime"
            label="Workout reminder time"
            hint="Leave empty for no reminder."
            error={errors.reminderTime?.message}
          >
            <input type="time" className={inputClass} {...field('reminderTime')} />
          </Field>
          <div className="sm:col-span-2">
            <Field
              id="settings-mission"
              label="Personal mission"
              hint="Shown on the Method page, e.g. 'Carry my grandchildren up the stairs at 90'."
              error={errors.mission?.message}
            >
              <textarea rows={3} className={`${inputClass} py-2`} {...field('mission')} />
            </Field>
          </div>
          <DialogFooter className="mt-2 sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
