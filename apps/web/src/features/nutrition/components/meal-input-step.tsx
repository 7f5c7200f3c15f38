import { useId, useState, type Dispatch, type ReactNode } from 'react';
import { BookOpen, Camera, ImageUp, Keyboard, Mic, MicOff } from 'lucide-react';
import type { IdentifiedFoods, SavedRecipe } from '@grandfit/shared/schemas/nutrition.ts';
import {
  PHOTO_NEEDS_AI_PROVIDER,
  PHOTO_TOO_LARGE,
} from '@grandfit/shared/domain/nutrition/meal-photo.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/utils.ts';
import { usePhotoIdentification } from '../api/get-food-capabilities.ts';
import { useIdentifyPhoto, useIdentifyVoice } from '../api/identify-foods.ts';
import { useRecipes } from '../api/recipes.ts';
import { useSpeechRecognition } from '../hooks/use-speech-recognition.ts';
import { apiErrorOf, errorMessage } from '../../../lib/api-client.ts';
import { capitalize } from '../utils/format.ts';
import type { LeapLookup } from '../utils/leap-category.ts';
import {
  canIdentify,
  type InputMethod,
  type WizardAction,
  type WizardState,
} from '../utils/meal-wizard.ts';
import { typedTextToFoods } from '../utils/typed-foods.ts';
import { photoToBase64 } from '../utils/photo.ts';
import { FormField, TEXTAREA_CLASSES } from '../../../components/ui/form-field.tsx';

interface StepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  lookup: LeapLookup;
  /** Words for the confirm step when voice left parts of the sentence unmatched. */
  onUnmatched: (unmatched: string[]) => void;
}

/** The destructive toast for a failed identification (docs/product.md#meal-logging). */
function identificationFailed() {
  toast({
    title: 'Identification Failed',
    description: 'Could not identify foods. Please try again.',
    variant: 'destructive',
  });
}

const METHODS: Array<{ method: InputMethod; label: string; hint: string; icon: ReactNode }> = [
  { method: 'photo', label: 'Photo', hint: 'Snap or pick a photo of your plate', icon: <Camera /> },
  { method: 'voice', label: 'Voice', hint: 'Say what you ate and how much', icon: <Mic /> },
  {
    method: 'text',
    label: 'Type',
    hint: 'List the foods, separated by commas',
    icon: <Keyboard />,
  },
  {
    method: 'recipe',
    label: 'From my recipes',
    hint: 'A recipe you saved from AI Meal',
    icon: <BookOpen />,
  },
];

/** The Photo way's hint when the server cannot identify photos: said before it is chosen. */
const PHOTO_UNAVAILABLE_HINT = 'Needs an AI provider this server does not have';

/**
 * Step 1, input (docs/product.md#meal-logging): choose photo, voice or type, then describe the
 * meal.
 */
export function MealInputStep(props: StepProps) {
  const { state, dispatch } = props;
  // Asked as the wizard opens, so the Photo way can say up front whether it works here.
  const photoIdentification = usePhotoIdentification();
  if (state.method === null) {
    return (
      <div className="grid grid-cols-1 gap-3">
        <p className="text-sm text-muted-foreground">How would you like to log it?</p>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Ways to log a meal">
          {METHODS.map(({ method, label, icon, ...way }) => {
            const hint =
              method === 'photo' && photoIdentification === false
                ? PHOTO_UNAVAILABLE_HINT
                : way.hint;
            return (
              <li key={method} className="grid">
                <button
                  type="button"
                  onClick={() => dispatch({ type: 'choose', method })}
                  className="flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-surface p-4 text-left transition-colors hover:border-primary hover:bg-emerald-50/60"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-primary [&_svg]:size-5"
                  >
                    {icon}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold">{label}</span>
                    <span className="block text-xs text-muted-foreground">{hint}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  switch (state.method) {
    case 'text':
      return <TextInput {...props} />;
    case 'voice':
      return <VoiceInput {...props} />;
    case 'photo':
      return photoIdentification === false ? (
        <PhotoUnavailable dispatch={dispatch} />
      ) : (
        <PhotoInput {...props} />
      );
    case 'recipe':
      return <RecipeInput {...props} />;
  }
}

function BackButton({
  dispatch,
  disabled,
}: {
  dispatch: Dispatch<WizardAction>;
  disabled?: boolean;
}) {
  return (
    <Button variant="outline" disabled={disabled} onClick={() => dispatch({ type: 'back' })}>
      Back
    </Button>
  );
}

function TextInput({ state, dispatch, lookup }: StepProps) {
  const id = useId();
  const go = () => {
    if (!canIdentify(state)) return;
    // Typed text makes no call (docs/product.md#food-identification); the foods are split out here
    // (utils/typed-foods.ts).
    dispatch({
      type: 'identified',
      foods: typedTextToFoods(state.text, lookup),
      inputType: 'text',
      rawInput: state.text.trim(),
    });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        go();
      }}
    >
      <FormField
        id={id}
        label="What did you eat?"
        hint="Separate foods with commas, e.g. eggs, spinach, rice"
      >
        <textarea
          id={id}
          rows={3}
          autoFocus
          className={TEXTAREA_CLASSES}
          value={state.text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => dispatch({ type: 'text', text: event.target.value })}
        />
      </FormField>
      <DialogFooter>
        <BackButton dispatch={dispatch} />
        <Button type="submit" disabled={!canIdentify(state)}>
          Continue
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Pending identification: the original prototype's loading text, announced. */
function Identifying() {
  return (
    <p
      role="status"
      className="mt-4 flex items-center gap-2 text-sm font-medium text-muted-foreground"
    >
      <Spinner className="size-4 border-2" />
      Identifying foods...
    </p>
  );
}

function useIdentified({ dispatch, onUnmatched }: StepProps, inputType: 'voice' | 'photo') {
  return (result: IdentifiedFoods, rawInput: string) => {
    onUnmatched(result.unmatched);
    dispatch({ type: 'identified', foods: result.foods, inputType, rawInput });
  };
}

function VoiceInput(props: StepProps) {
  const { state, dispatch } = props;
  const id = useId();
  const identify = useIdentifyVoice();
  const identified = useIdentified(props, 'voice');
  const speech = useSpeechRecognition((text) => dispatch({ type: 'text', text }));
  const listening = speech.state === 'listening';

  const go = () => {
    if (!canIdentify(state)) return;
    const audioText = state.text.trim();
    dispatch({ type: 'processing', processing: true });
    identify.mutate(
      { audioText },
      {
        onSuccess: (result) => identified(result, audioText),
        onError: () => {
          dispatch({ type: 'processing', processing: false });
          identificationFailed();
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        go();
      }}
    >
      {speech.supported ? (
        <div className="mb-4 flex flex-col items-center gap-2">
          <Button
            size="lg"
            variant={listening ? 'destructive' : 'default'}
            onClick={listening ? speech.stop : speech.start}
            disabled={state.processing}
          >
            {listening ? (
              <MicOff className="size-5" aria-hidden="true" />
            ) : (
              <Mic className="size-5" aria-hidden="true" />
            )}
            {listening ? 'Stop Listening' : 'Start Listening'}
          </Button>
          <p aria-live="polite" className="text-xs text-muted-foreground">
            {listening ? 'Listening… say what you ate and how much.' : null}
          </p>
        </div>
      ) : (
        <p className="mb-3 rounded-2xl bg-muted p-3 text-sm text-muted-foreground">
          Voice input isn&apos;t available in this browser. Type what you would say instead.
        </p>
      )}
      {speech.error ? (
        <p role="alert" className="mb-3 text-sm text-destructive">
          {speech.error}
        </p>
      ) : null}
      <FormField
        id={id}
        label={speech.supported ? 'What you said' : 'Describe your meal'}
        hint="e.g. two eggs, a cup of blueberries and a slice of toast"
      >
        <textarea
          id={id}
          rows={3}
          className={TEXTAREA_CLASSES}
          value={state.text}
          readOnly={listening}
          aria-describedby={`${id}-hint`}
          onChange={(event) => dispatch({ type: 'text', text: event.target.value })}
        />
      </FormField>
      {state.processing ? <Identifying /> : null}
      <DialogFooter>
        <BackButton dispatch={dispatch} disabled={state.processing} />
        <Button type="submit" disabled={!canIdentify(state) || listening}>
          {state.processing ? 'Identifying...' : 'Identify Foods'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function PhotoInput(props: StepProps) {
  const { state, dispatch } = props;
  const id = useId();
  const identify = useIdentifyPhoto();
  const identified = useIdentified(props, 'photo');
  const [photo, setPhoto] = useState<{ name: string; dataUrl: string } | null>(null);
  const [problem, setProblem] = useState<{ message: string; noProvider: boolean } | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (file: File | undefined) => {
    setProblem(null);
    setPhoto(null);
    if (!file) return;
    setReading(true);
    try {
      const dataUrl = await photoToBase64(file);
      if (dataUrl) setPhoto({ name: file.name, dataUrl });
      else setProblem({ message: PHOTO_TOO_LARGE, noProvider: false });
    } catch {
      setProblem({ message: 'Could not read that photo. Try another one.', noProvider: false });
    } finally {
      setReading(false);
    }
  };

  const go = () => {
    if (!photo || state.processing) return;
    setProblem(null);
    dispatch({ type: 'processing', processing: true });
    identify.mutate(
      { imageBase64: photo.dataUrl },
      {
        onSuccess: (result) => {
          if (result.foods.length === 0) {
            dispatch({ type: 'processing', processing: false });
            setProblem({
              message: 'No foods were recognised in this photo. Try another, or use voice or text.',
              noProvider: false,
            });
            return;
          }
          identified(result, photo.name);
        },
        onError: (error) => {
          dispatch({ type: 'processing', processing: false });
          const status = apiErrorOf(error)?.status ?? null;
          if (status === 503 || status === 400 || status === 413) {
            // Without an AI provider the server says so (docs/product.md#food-identification); show
            // its words and offer the other ways in.
            setProblem({
              message: errorMessage(error, PHOTO_NEEDS_AI_PROVIDER),
              noProvider: status === 503,
            });
          } else {
            identificationFailed();
          }
        },
      },
    );
  };

  return (
    <div>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="peer sr-only"
        disabled={state.processing}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <label
        htmlFor={id}
        className={cn(
          'flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-2xl border-2 border-dashed border-border bg-muted/50 p-4 text-center text-sm font-semibold',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-ring hover:border-primary',
        )}
      >
        {photo ? (
          <img src={photo.dataUrl} alt="Your meal" className="max-h-56 rounded-xl object-contain" />
        ) : (
          <>
            <ImageUp className="size-8 text-primary" aria-hidden="true" />
            {reading ? 'Reading the photo…' : 'Choose a photo'}
          </>
        )}
        {photo ? <span className="text-xs text-muted-foreground">Choose another photo</span> : null}
      </label>
      {state.processing ? <Identifying /> : null}
      {problem ? (
        <OtherWays role="alert" message={problem.message} dispatch={dispatch} className="mt-4" />
      ) : null}
      <DialogFooter>
        <BackButton dispatch={dispatch} disabled={state.processing} />
        <Button onClick={go} disabled={!photo || state.processing || reading}>
          {state.processing ? 'Identifying...' : 'Identify Foods'}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** A notice that photos cannot be used, with the ways that can: voice and typing. */
function OtherWays({
  message,
  dispatch,
  role,
  className,
}: {
  message: string;
  dispatch: Dispatch<WizardAction>;
  role?: 'alert';
  className?: string;
}) {
  return (
    <div
      role={role}
      className={cn(
        'rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900',
        className,
      )}
    >
      <p className="font-semibold">{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => dispatch({ type: 'choose', method: 'voice' })}
        >
          <Mic className="size-4" aria-hidden="true" />
          Use Voice
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => dispatch({ type: 'choose', method: 'text' })}
        >
          <Keyboard className="size-4" aria-hidden="true" />
          Type It
        </Button>
      </div>
    </div>
  );
}

/**
 * The Photo way on a server without an AI provider (docs/product.md#food-identification): said
 * before a photo is chosen, rather than after the upload is refused, with voice and typing offered
 * instead.
 */
function PhotoUnavailable({ dispatch }: { dispatch: Dispatch<WizardAction> }) {
  return (
    <div>
      <OtherWays message={PHOTO_NEEDS_AI_PROVIDER} dispatch={dispatch} />
      <DialogFooter>
        <BackButton dispatch={dispatch} />
      </DialogFooter>
    </div>
  );
}

function RecipeInput({ state, dispatch }: StepProps) {
  const recipes = useRecipes();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = recipes.data ?? [];
  const recipe = list.find((item) => item.id === chosen);

  const go = (picked: SavedRecipe | undefined) => {
    if (!picked) return;
    dispatch({
      type: 'identified',
      foods: picked.ingredientItems.map((item) => ({
        name: item.name,
        foodId: item.foodId,
        grams: item.grams,
        leapCategory: item.leapCategory,
        confidence: 1,
      })),
      inputType: 'recipe',
      rawInput: picked.name,
      recipeId: picked.id,
      mealType: picked.mealType,
    });
  };

  return (
    <div>
      {recipes.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4 border-2" /> Loading your recipes…
        </p>
      ) : recipes.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Couldn&apos;t load your recipes. {recipes.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-2xl bg-muted p-4 text-sm text-muted-foreground">
          No saved recipes yet. Generate one with <strong>AI Meal</strong> and choose{' '}
          <strong>Save &amp; Close</strong>.
        </p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">My recipes</legend>
          <div className="grid max-h-72 gap-2 overflow-y-auto">
            {list.map((item) => (
              <label
                key={item.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-2xl border p-3 text-sm',
                  chosen === item.id ? 'border-primary bg-emerald-50/60' : 'border-border',
                )}
              >
                <input
                  type="radio"
                  name="recipe"
                  className="mt-1 size-4 accent-[var(--color-primary)]"
                  checked={chosen === item.id}
                  onChange={() => setChosen(item.id)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {capitalize(item.mealType)} · {item.cookingTime} min ·{' '}
                    {item.ingredientItems.length} ingredients
                  </span>
                </span>
                {item.leapCompliant ? <Badge className="shrink-0">LEAP Compliant</Badge> : null}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <DialogFooter>
        <BackButton dispatch={dispatch} disabled={state.processing} />
        <Button disabled={!recipe} onClick={() => go(recipe)}>
          Continue
        </Button>
      </DialogFooter>
    </div>
  );
}
