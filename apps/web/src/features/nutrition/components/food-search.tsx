import { useId, useState } from 'react';
import { Plus, Search } from 'lucide-react';
import type { Food } from '@grandfit/shared/schemas/nutrition.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SEARCH_MIN_LENGTH, useFoodSearch } from '../api/search-foods.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { CategoryBadge } from './food-chip.tsx';
import { INPUT_CLASSES } from '../../../components/ui/form-field.tsx';

export type PickedFood = { name: string; food: Food | null };

/**
 * Search of the food table (typo tolerant on the server) with a button per result, and one to
 * take the words as typed when the food is not in the table.
 */
export function FoodSearch({
  label,
  pickLabel = 'Add',
  onPick,
  placeholder = 'e.g. blueberries',
}: {
  label: string;
  /** The verb on each result's button: "Add Blueberries, raw". */
  pickLabel?: string;
  onPick: (picked: PickedFood) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim());
  const search = useFoodSearch(term);
  const typed = query.trim();
  const results = term.length >= SEARCH_MIN_LENGTH ? (search.data ?? []) : [];

  const pick = (picked: PickedFood) => {
    onPick(picked);
    setQuery('');
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          type="search"
          autoComplete="off"
          placeholder={placeholder}
          className={`${INPUT_CLASSES} pl-9`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              const first = results[0];
              if (first) pick({ name: first.name, food: first });
              else if (typed) pick({ name: typed, food: null });
            }
          }}
        />
        {search.isFetching && term.length >= SEARCH_MIN_LENGTH ? (
          <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 border-2" />
        ) : null}
      </div>
      {typed ? (
        <ul aria-label={`${label} results`} className="flex flex-col gap-1">
          {results.map((food) => (
            <li key={food.id}>
              <button
                type="button"
                aria-label={`${pickLabel} ${food.name}`}
                onClick={() => pick({ name: food.name, food })}
                className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted"
              >
                <Plus className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{food.name}</span>
                  <span className="block text-xs text-muted-foreground">{food.group}</span>
                </span>
                <CategoryBadge category={food.leapCategory} />
              </button>
            </li>
          ))}
          {!results.some((food) => food.name.toLowerCase() === typed.toLowerCase()) ? (
            <li>
              <button
                type="button"
                aria-label={`${pickLabel} "${typed}" as typed`}
                onClick={() => pick({ name: typed, food: null })}
                className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm text-muted-foreground hover:bg-muted"
              >
                <Plus className="size-4 shrink-0" aria-hidden="true" />
                <span>
                  {pickLabel} &ldquo;{typed}&rdquo; as typed
                </span>
              </button>
            </li>
          ) : null}
          {search.isError ? (
            <li role="alert" className="px-3 text-xs text-destructive">
              Food search is unavailable right now.
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
