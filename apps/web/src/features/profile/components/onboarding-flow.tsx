import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ArrowLeft } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import { Logo } from '../../../components/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';
import { apiErrorOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useCompleteOnboarding } from '../api/complete-onboarding.ts';
import { useSettings } from '../api/get-settings.ts';
import {
  FIELD_OF_PATH,
  ONBOARDING_STEPS,
  formFieldOf,
  onboardingDefaults,
  onboardingFormSchema,
  skipInput,
  stepOfField,
  toOnboardingInput,
  type OnboardingFormValues,
} from '../utils/onboarding-form.ts';
import { OnboardingStep } from './onboarding-step.tsx';

const SAVE_FAILED = 'Could not save. Check your connection and try again.';

/**
 * The first-run onboarding (decision 019): a full-screen step view the signed-in app shows until
 * the user finishes or skips it, once per account (the server keeps the flag). `historyImport`:
 * the workout import's button, placed by the app on the last step, so a lifter coming from
 * another app can bring his history without a step more for everyone else.
 */
export function OnboardingFlow({ historyImport }: { historyImport?: ReactNode } = {}) {
  const settings = useSettings();
  // The user's calendar day, fixed for the flow so its choices do not shift at midnight.
  const [today] = useState(() => toLocalIsoDate(new Date()));
  if (settings.data) {
    return <OnboardingSteps settings={settings.data} today={today} historyImport={historyImport} />;
  }
  if (settings.isError) {
    return (
      <StatusScreen
        icon={<Logo />}
        tone="error"
        title="Could not load your settings"
        actions={<Button onClick={() => void settings.refetch()}>Try Again</Button>}
      >
        Check your connection and try again.
      </StatusScreen>
    );
  }
  return <PageSpinner label="Loading..." />;
}

function OnboardingSteps({
  settings,
  today,
  historyImport,
}: {
  settings: UserSettings;
  today: string;
  historyImport?: ReactNode;
}) {
  const { user } = useAuth();
  const resolver = useMemo(
    () =>
      schemaResolver<OnboardingFormValues>(
        onboardingFormSchema(today),
        (values) => toOnboardingInput(values, today),
        FIELD_OF_PATH,
      ),
    [today],
  );
  const form = useForm<OnboardingFormValues>({
    resolver,
    defaultValues: onboardingDefaults(settings, today),
  });
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useCompleteOnboarding();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const current = ONBOARDING_STEPS[step] ?? ONBOARDING_STEPS[0];
  const last = step === ONBOARDING_STEPS.length - 1;

  // Screen readers and keyboards follow the question to the next screen (not on the first one).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  function goTo(next: number) {
    moved.current = true;
    setFailure(null);
    setStep(next);
  }

  function save(input: Parameters<typeof mutation.mutate>[0]) {
    setFailure(null);
    mutation.mutate(input, {
      onError: (error) => {
        // The server checks with the same schema; where it still disagrees (its calendar is
        // UTC), its message goes to the field, on that field's screen.
        const apiError = apiErrorOf(error);
        const issues = apiError?.status === 400 ? (apiError.body.issues ?? []) : [];
        if (issues.length === 0) return setFailure(SAVE_FAILED);
        for (const issue of issues) {
          form.setError(formFieldOf(String(issue.path[0])), {
            type: 'server',
            message: issue.message,
          });
        }
        goTo(stepOfField(formFieldOf(String(issues[0]?.path[0]))));
      },
    });
  }

  async function next() {
    const valid = await form.trigger([...current.fields], { shouldFocus: true });
    if (!valid) return;
    if (!last) return goTo(step + 1);
    save(toOnboardingInput(form.getValues(), today));
  }

  const eyebrow =
    step === 0 && user?.firstName ? `Welcome, ${user.firstName}` : 'Set up your journey';

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="mx-auto flex w-full max-w-lg items-center gap-2 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] sm:px-5">
        <div className="size-11 shrink-0">
          {step > 0 ? (
            <button
              type="button"
              aria-label="Back"
              onClick={() => goTo(step - 1)}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted"
            >
              <ArrowLeft className="size-5" aria-hidden="true" />
            </button>
          ) : (
            <Logo className="size-11" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 px-1">
          <p className="text-xs font-semibold text-muted-foreground">
            Step {step + 1} of {ONBOARDING_STEPS.length}
          </p>
          <Progress value={step + 1} max={ONBOARDING_STEPS.length} label="Setup progress" />
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={mutation.isPending}
          onClick={() => save(skipInput(today))}
        >
          Skip
        </Button>
      </header>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
        className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-6 px-5 pt-8 pb-[max(1.5rem,env(safe-area-inset-bottom),calc(var(--toast-clearance,0px)+0.5rem))] sm:pt-14"
      >
        {/* The button sits at the bottom on phones, in thumb's reach, and above an open toast
            (decision 023); under the question on wider screens. */}
        <div className="flex-1 sm:flex-none">
          <OnboardingStep
            key={current.id}
            step={current.id}
            form={form}
            today={today}
            headingRef={heading}
            eyebrow={eyebrow}
          />
          {last && historyImport ? <div className="mt-6">{historyImport}</div> : null}
        </div>
        <div className="flex flex-col gap-3">
          {failure ? (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : last ? 'Start My Journey' : 'Next'}
          </Button>
        </div>
      </form>
    </div>
  );
}
