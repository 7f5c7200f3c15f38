import { useId, useState, type FormEvent } from 'react';
import { FileUp, Trash2 } from 'lucide-react';
import { LEAP_LIST_CATEGORIES } from '@grandfit/shared/domain/nutrition/leap-categories.ts';
import type { LeapEntry, LeapListCategory } from '@grandfit/shared/schemas/nutrition.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useLeapList } from '../api/get-leap-list.ts';
import {
  useAddLeapEntries,
  useDeleteLeapEntry,
  useImportLeapList,
  useUpdateLeapEntry,
} from '../api/update-leap-list.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { CATEGORY_CLASSES, CATEGORY_DOT, CATEGORY_LABELS } from '../utils/leap-category.ts';
import { FoodSearch, type PickedFood } from './food-search.tsx';
import { LeapCategoryPicker } from './leap-category-picker.tsx';
import { INPUT_CLASSES } from '../../../components/ui/form-field.tsx';
import { compareNames } from '@grandfit/shared/domain/compare-names.ts';

const failed = (title: string, error: unknown, fallback: string) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

/**
 * 'My LEAP List' (docs/decisions/014-nutrition.md): the foods of the user's MRT result, green,
 * yellow or red, entered by hand (with a typo-tolerant search of the food table), edited, deleted
 * or imported from a CSV. Every LEAP category and score in the app comes from it; a food not on it
 * is untested.
 */
export function LeapListDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useLeapList();
  const entries = list.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg!">
        <DialogHeader>
          <DialogTitle>My LEAP List</DialogTitle>
          <DialogDescription>
            The foods of your MRT result. Foods not on this list show as untested.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6">
          <AddFoodForm />
          <ImportCsv />
          <section aria-labelledby="leap-list-foods">
            <h3 id="leap-list-foods" className="mb-2 text-sm font-semibold">
              Your foods {entries.length > 0 ? `(${entries.length})` : null}
            </h3>
            {list.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner className="size-4 border-2" /> Loading your list…
              </p>
            ) : list.isError ? (
              <p role="alert" className="text-sm text-destructive">
                Couldn&apos;t load your list. {list.error.message}
              </p>
            ) : entries.length === 0 ? (
              <p className="rounded-2xl bg-muted p-4 text-sm text-muted-foreground">
                No foods yet. Add the foods of your MRT result above, or import them from a CSV file
                with the columns <code>food,category</code>.
              </p>
            ) : (
              <ul aria-label="LEAP list" className="grid gap-1.5">
                {sortEntries(entries).map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const ORDER: Record<LeapListCategory, number> = { green: 0, yellow: 1, red: 2 };

function sortEntries(entries: readonly LeapEntry[]): LeapEntry[] {
  return [...entries].sort(
    (a, b) => ORDER[a.category] - ORDER[b.category] || compareNames(a.name, b.name),
  );
}

function AddFoodForm() {
  const id = useId();
  const [picked, setPicked] = useState<PickedFood | null>(null);
  const [category, setCategory] = useState<LeapListCategory>('green');
  const add = useAddLeapEntries();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked || add.isPending) return;
    add.mutate([{ name: picked.name, category, foodId: picked.food?.id ?? null }], {
      onSuccess: () => {
        toast({ title: 'Food Added', description: `${picked.name}: ${category}.` });
        setPicked(null);
      },
      onError: (error) => failed('Could Not Add Food', error, 'Please try again.'),
    });
  };

  return (
    <form className="grid gap-3 rounded-2xl border border-border p-4" onSubmit={submit}>
      <h3 className="text-sm font-semibold">Add a food</h3>
      {picked ? (
        <div className="flex items-center justify-between gap-2 rounded-xl bg-muted px-3 py-2 text-sm">
          <span>
            <span className="font-semibold">{picked.name}</span>
            {picked.food ? (
              <span className="block text-xs text-muted-foreground">{picked.food.group}</span>
            ) : null}
          </span>
          <Button size="sm" variant="ghost" onClick={() => setPicked(null)}>
            Change
          </Button>
        </div>
      ) : (
        <FoodSearch label="Food" pickLabel="Choose" onPick={setPicked} />
      )}
      <LeapCategoryPicker
        name={`${id}-category`}
        legend="Category"
        options={LEAP_LIST_CATEGORIES}
        value={category}
        onChange={setCategory}
        gridClassName="grid-cols-3"
      />
      <Button type="submit" disabled={!picked || add.isPending}>
        {add.isPending ? 'Adding...' : 'Add to List'}
      </Button>
    </form>
  );
}

function ImportCsv() {
  const id = useId();
  const [replace, setReplace] = useState(false);
  const importList = useImportLeapList();

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file || importList.isPending) return;
    const csv = await file.text();
    importList.mutate(
      { csv, replace },
      {
        onSuccess: (result) =>
          toast({
            title: 'LEAP List Imported',
            description: `${result.imported} ${result.imported === 1 ? 'food' : 'foods'} from ${file.name}.`,
          }),
        onError: (error) => failed('Import Failed', error, 'Could not import the file.'),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="peer sr-only"
        disabled={importList.isPending}
        onChange={(event) => void choose(event.currentTarget)}
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-surface px-5 text-sm font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-ring hover:bg-muted"
      >
        <FileUp className="size-4" aria-hidden="true" />
        {importList.isPending ? 'Importing...' : 'Import CSV'}
      </label>
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-[var(--color-primary)]"
          checked={replace}
          onChange={(event) => setReplace(event.target.checked)}
        />
        Replace my current list
      </label>
    </div>
  );
}

function EntryRow({ entry }: { entry: LeapEntry }) {
  const update = useUpdateLeapEntry();
  const remove = useDeleteLeapEntry();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(entry.name);
  const busy = update.isPending || remove.isPending;

  const change = (next: { name?: string; category?: LeapListCategory }) =>
    update.mutate(
      {
        id: entry.id,
        entry: {
          name: next.name ?? entry.name,
          category: next.category ?? entry.category,
          // A new name no longer means the pinned food of the table.
          foodId: next.name && next.name !== entry.name ? null : entry.foodId,
        },
      },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => failed('Could Not Save', error, 'Please try again.'),
      },
    );

  return (
    <li className="flex flex-wrap items-center gap-2 rounded-xl border border-border px-3 py-1.5">
      <span
        aria-hidden="true"
        className={cn('size-2.5 rounded-full', CATEGORY_DOT[entry.category])}
      />
      {editing ? (
        <form
          // On a phone the name being typed takes the row beside the dot, and the category and
          // delete move to a second line, rather than squeezing the field to a few letters.
          className="flex min-w-0 basis-[calc(100%-1.125rem)] gap-2 sm:flex-1 sm:basis-auto"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) change({ name: name.trim() });
          }}
        >
          <input
            aria-label={`New name for ${entry.name}`}
            className={cn(INPUT_CLASSES, 'min-h-9')}
            value={name}
            autoFocus
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={!name.trim() || busy}>
            Save
          </Button>
        </form>
      ) : (
        <button
          type="button"
          className="min-h-9 min-w-0 flex-1 truncate text-left text-sm font-medium hover:underline"
          aria-label={`Rename ${entry.name}`}
          onClick={() => {
            setName(entry.name);
            setEditing(true);
          }}
        >
          {entry.name}
        </button>
      )}
      <select
        aria-label={`Category of ${entry.name}`}
        className={cn(
          'min-h-9 rounded-lg border px-2 text-sm font-semibold',
          editing && 'ml-auto',
          CATEGORY_CLASSES[entry.category],
        )}
        value={entry.category}
        disabled={busy}
        onChange={(event) => change({ category: event.target.value as LeapListCategory })}
      >
        {LEAP_LIST_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_LABELS[category]}
          </option>
        ))}
      </select>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${entry.name}`}
        disabled={busy}
        onClick={() =>
          remove.mutate(entry.id, {
            onError: (error) => failed('Could Not Delete', error, 'Please try again.'),
          })
        }
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
