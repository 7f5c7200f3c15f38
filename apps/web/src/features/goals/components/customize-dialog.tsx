import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { DECATHLON_SIZE } from '@grandfit/shared/domain/goals/default-goals.ts';
import { GOAL_TEXT_LIMITS, type Goal } from '@grandfit/shared/schemas/goals.ts';
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
import { cn } from '../../../lib/utils.ts';
import { moveItem } from '../../../lib/move-item.ts';
import { useCustomizeGoals } from '../api/customize-goals.ts';
import { useKnownUnit } from '../utils/use-known-unit.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  addEvent,
  draftErrors,
  draftFromGoals,
  missingDefaults,
  newDraftEvent,
  removeEvent,
  rewriteEvent,
  sizeProblem,
  toCustomizeBody,
  type DraftErrors,
  type DraftEvent,
  type DraftField,
} from '../utils/customize-draft.ts';
import {
  FormField,
  INPUT_CLASSES,
  TEXTAREA_CLASSES,
  describedBy,
} from '../../../components/ui/form-field.tsx';

const nameOf = (event: DraftEvent) => event.activityName.trim() || 'New event';

/**
 * 'Customize My Decathlon': add, remove, reorder (up/down buttons) and rewrite the events; it
 * saves only with ten. Removing a goal that has tests asks first, since its tests go with it.
 */
export function CustomizeDialog({
  goals,
  today,
  open,
  onOpenChange,
}: {
  goals: Goal[];
  /** The user's local calendar day: new events are due for a baseline test on it. */
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftFromGoals(goals));
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const mutation = useCustomizeGoals();
  const problem = sizeProblem(draft);
  // The classics in the user's unit (lb until his settings are known: the server stores either).
  const unit = useKnownUnit() ?? 'lb';
  const suggestions = draft.length < DECATHLON_SIZE ? missingDefaults(draft, unit) : [];

  const buttonId = (key: string, action: string) => `${id}-${key}-${action}`;
  const focusLater = (elementId: string) =>
    requestAnimationFrame(() => document.getElementById(elementId)?.focus());

  function move(index: number, step: -1 | 1) {
    const event = draft[index];
    if (!event) return;
    const next = [...moveItem(draft, index, step)];
    setDraft(next);
    const place = index + step;
    setAnnouncement(`${nameOf(event)} moved to place ${place + 1} of ${next.length}`);
    // Keep focus on the moved event; at either end the other arrow is the one still usable.
    const atEnd = step === -1 ? place === 0 : place === next.length - 1;
    focusLater(
      buttonId(event.key, atEnd ? (step === -1 ? 'down' : 'up') : step === -1 ? 'up' : 'down'),
    );
  }

  function remove(event: DraftEvent) {
    setDraft((current) => removeEvent(current, event.key));
    setConfirming(null);
    setAnnouncement(`${nameOf(event)} removed`);
    focusLater(`${id}-add`);
  }

  function add(event: DraftEvent) {
    setDraft((current) => addEvent(current, event));
    if (event.activityName === '') {
      setEditing((current) => new Set(current).add(event.key));
      focusLater(`${id}-${event.key}-activityName`);
    } else {
      setAnnouncement(`${event.activityName} added`);
    }
  }

  function toggleEditing(key: string) {
    setEditing((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  function rewrite(key: string, field: DraftField, value: string) {
    setDraft((current) => rewriteEvent(current, key, field, value));
    setErrors((current) =>
      current[key] ? { ...current, [key]: { ...current[key], [field]: undefined } } : current,
    );
  }

  function save() {
    if (problem || mutation.isPending) return;
    const found = draftErrors(draft);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setEditing((current) => new Set([...current, ...Object.keys(found)]));
      return;
    }
    mutation.mutate(
      { date: today, body: toCustomizeBody(draft) },
      {
        onSuccess: () => {
          toast({ title: 'Decathlon saved', description: 'Your ten events are set.' });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Could not save your decathlon',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl!">
        <DialogHeader>
          <DialogTitle>Customize My Decathlon</DialogTitle>
          <DialogDescription>
            The ten things you want to still do at 100. Reorder, rewrite or replace them.
          </DialogDescription>
        </DialogHeader>
        <p
          className={cn(
            'mb-3 text-sm font-semibold',
            problem ? 'text-amber-800' : 'text-muted-foreground',
          )}
          id={`${id}-count`}
        >
          {draft.length} of {DECATHLON_SIZE} events
          {problem ? <span className="block font-medium">{problem}</span> : null}
        </p>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <ol aria-label="Decathlon events" className="grid gap-2">
          {draft.map((event, index) => {
            const isEditing = editing.has(event.key);
            const eventErrors = errors[event.key] ?? {};
            const name = nameOf(event);
            const fieldId = (field: DraftField) => `${id}-${event.key}-${field}`;
            return (
              <li
                key={event.key}
                aria-label={`${index + 1}. ${name}`}
                className="rounded-2xl border border-border bg-surface p-3"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-bold tabular-nums"
                  >
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="text-sm leading-snug font-semibold">{name}</p>
                    {event.targetAbility.trim() ? (
                      <p className="text-xs text-muted-foreground">Target: {event.targetAbility}</p>
                    ) : null}
                  </div>
                  <div className="-my-1 -mr-1.5 ml-auto flex items-center">
                    <Button
                      id={buttonId(event.key, 'up')}
                      variant="ghost"
                      size="icon"
                      aria-label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      id={buttonId(event.key, 'down')}
                      variant="ghost"
                      size="icon"
                      aria-label={`Move ${name} down`}
                      disabled={index === draft.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Rewrite ${name}`}
                      aria-expanded={isEditing}
                      onClick={() => toggleEditing(event.key)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive"
                      aria-label={`Remove ${name}`}
                      onClick={() =>
                        event.testCount > 0 ? setConfirming(event.key) : remove(event)
                      }
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </div>

                {confirming === event.key ? (
                  <div
                    role="alert"
                    className="mt-3 flex flex-col gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-900"
                  >
                    <p>
                      Remove {name}? Its {event.testCount}{' '}
                      {event.testCount === 1 ? 'recorded test' : 'recorded tests'} will be deleted
                      when you save.
                    </p>
                    <div className="flex gap-2">
                      <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                        Keep it
                      </Button>
                      <Button size="sm" variant="destructive" onClick={() => remove(event)}>
                        Remove with tests
                      </Button>
                    </div>
                  </div>
                ) : null}

                {isEditing ? (
                  <div className="mt-3 grid gap-3 border-t border-border pt-3">
                    <FormField
                      id={fieldId('activityName')}
                      label="Activity"
                      error={eventErrors.activityName}
                    >
                      <input
                        id={fieldId('activityName')}
                        className={INPUT_CLASSES}
                        maxLength={GOAL_TEXT_LIMITS.activityName}
                        value={event.activityName}
                        onChange={(e) => rewrite(event.key, 'activityName', e.target.value)}
                        {...describedBy(fieldId('activityName'), eventErrors.activityName)}
                      />
                    </FormField>
                    <FormField
                      id={fieldId('testDescription')}
                      label="How to test it"
                      error={eventErrors.testDescription}
                    >
                      <textarea
                        id={fieldId('testDescription')}
                        rows={2}
                        className={TEXTAREA_CLASSES}
                        maxLength={GOAL_TEXT_LIMITS.testDescription}
                        value={event.testDescription}
                        onChange={(e) => rewrite(event.key, 'testDescription', e.target.value)}
                        {...describedBy(fieldId('testDescription'), eventErrors.testDescription)}
                      />
                    </FormField>
                    <FormField
                      id={fieldId('targetAbility')}
                      label="Target"
                      error={eventErrors.targetAbility}
                    >
                      <input
                        id={fieldId('targetAbility')}
                        className={INPUT_CLASSES}
                        maxLength={GOAL_TEXT_LIMITS.targetAbility}
                        value={event.targetAbility}
                        onChange={(e) => rewrite(event.key, 'targetAbility', e.target.value)}
                        {...describedBy(fieldId('targetAbility'), eventErrors.targetAbility)}
                      />
                    </FormField>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>

        <div className="mt-3 flex flex-col gap-3">
          <Button
            id={`${id}-add`}
            variant="outline"
            disabled={draft.length >= DECATHLON_SIZE}
            onClick={() => add(newDraftEvent())}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add an Event
          </Button>
          {draft.length >= DECATHLON_SIZE ? (
            <p className="text-center text-xs text-muted-foreground">
              Remove an event to add another.
            </p>
          ) : suggestions.length > 0 ? (
            <div>
              <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Or add back a classic
              </p>
              <div className="flex flex-wrap gap-2">
                {suggestions.map((event) => (
                  <button
                    key={event.activityName}
                    type="button"
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-secondary px-4 py-2 text-left text-sm font-semibold text-secondary-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    onClick={() => add(newDraftEvent(event))}
                  >
                    <Plus className="size-3.5 shrink-0" aria-hidden="true" />
                    {event.activityName}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            onClick={save}
            disabled={problem !== null || mutation.isPending}
            aria-describedby={problem ? `${id}-count` : undefined}
          >
            {mutation.isPending ? 'Saving...' : 'Save Decathlon'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
