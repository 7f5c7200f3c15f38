import { Activity, CloudOff, MapPin, Pencil } from 'lucide-react';
import type { LeapCategory, MealType, PartialTotal } from '@grandfit/shared/schemas/nutrition.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { capitalize, fibreText, leapBadgeText } from '../utils/format.ts';
import { CATEGORY_LABELS } from '../utils/leap-category.ts';
import { FoodChip, SampleBadge } from './food-chip.tsx';

export interface CardSymptom {
  key: string;
  symptom: string;
  severity: number;
  /** When it came, as shown: "3 h after". */
  timing: string;
  /** Logged or corrected on this device, not yet on the server. */
  pending?: boolean;
  /** Opens the symptom's edit dialog (stored symptoms only). */
  onEdit?: () => void;
}

export interface MealCardProps {
  mealType: MealType;
  /** Time of day as shown. */
  time: string;
  /** 0-1, or null when there is no LEAP list to score against. */
  leapScore: number | null;
  foods: ReadonlyArray<{ name: string; leapCategory: LeapCategory; foodId?: string | null }>;
  /** Fibre of the foods of known grams: a lower bound when some foods' fibre is unknown. */
  fibre?: PartialTotal | null;
  /** Opens the correction of a food's LEAP category (stored meals only). */
  onCorrectFood?: (food: {
    name: string;
    foodId: string | null;
    leapCategory: LeapCategory;
  }) => void;
  location?: string | null;
  notes?: string | null;
  /** The symptoms logged for this meal, under its foods. */
  symptoms?: readonly CardSymptom[];
  kind?: 'stored' | 'pending' | 'sample';
  /** A correction of this meal waits in the outbox. */
  waiting?: boolean;
  onLogSymptoms?: () => void;
  /** Opens Edit Meal (stored meals only). */
  onEdit?: () => void;
}

/**
 * A Recent Meals card (docs/product.md#nutrition-screen): type, LEAP badge, time, food chips and
 * 'Log Symptoms'; the symptoms logged for the meal sit under its foods, so the button's result can
 * be seen.
 */
export function MealCard({
  mealType,
  time,
  leapScore,
  foods,
  location,
  notes,
  symptoms = [],
  kind = 'stored',
  waiting = false,
  onLogSymptoms,
  onEdit,
  fibre,
  onCorrectFood,
}: MealCardProps) {
  const title = capitalize(mealType);
  return (
    <Card
      role="article"
      aria-label={kind === 'sample' ? `Sample ${title}` : `${title}, ${time}`}
      className="flex flex-col gap-3 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">{title}</h3>
        {leapScore === null ? (
          <Badge variant="outline" title="Add your LEAP list to score meals">
            LEAP not scored
          </Badge>
        ) : (
          <Badge
            variant={leapScore >= 0.8 ? 'default' : leapScore >= 0.5 ? 'secondary' : 'destructive'}
          >
            {leapBadgeText(leapScore)}
          </Badge>
        )}
        {kind === 'sample' ? <SampleBadge /> : null}
        {kind === 'pending' || waiting ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-muted-foreground">
            <CloudOff className="size-3.5" aria-hidden="true" /> Waiting to sync
          </span>
        ) : null}
        <span className="ml-auto text-sm text-muted-foreground">{time}</span>
      </div>
      <ul aria-label="Foods" className="flex flex-wrap gap-1.5">
        {foods.map((food, index) => (
          <li key={`${food.name}-${index}`}>
            {onCorrectFood ? (
              <button
                type="button"
                className="rounded-full focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`${food.name}: ${CATEGORY_LABELS[food.leapCategory]}. Correct its LEAP category`}
                onClick={() =>
                  onCorrectFood({
                    name: food.name,
                    foodId: food.foodId ?? null,
                    leapCategory: food.leapCategory,
                  })
                }
              >
                <FoodChip name={food.name} category={food.leapCategory} />
              </button>
            ) : (
              <FoodChip name={food.name} category={food.leapCategory} />
            )}
          </li>
        ))}
      </ul>
      {fibre ? <p className="text-xs text-muted-foreground">{fibreText(fibre)}</p> : null}
      {symptoms.length > 0 ? (
        <ul aria-label="Symptoms" className="flex flex-wrap gap-1.5">
          {symptoms.map((item) => (
            <li key={item.key} className="max-w-full">
              <SymptomChip item={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {location || notes ? (
        <p className="text-xs text-muted-foreground">
          {location ? (
            <span className="mr-3 inline-flex items-center gap-1">
              <MapPin className="size-3" aria-hidden="true" />
              {location}
            </span>
          ) : null}
          {notes}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {onEdit ? (
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${title}`}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          onClick={onLogSymptoms}
          disabled={!onLogSymptoms}
          title={kind === 'sample' ? 'Log a meal of your own to track symptoms' : undefined}
        >
          <Activity className="size-4" aria-hidden="true" />
          Log Symptoms
        </Button>
      </div>
    </Card>
  );
}

const CHIP_CLASSES =
  'inline-flex max-w-full items-center gap-1.5 rounded-full border border-rose-200 bg-rose-50 px-2.5 py-1 text-xs text-rose-900';

/** A symptom under its meal; a stored one is a button that opens its edit dialog. */
function SymptomChip({ item }: { item: CardSymptom }) {
  const content = (
    <>
      <Activity className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">
        <span className="font-semibold">{item.symptom}</span> {item.severity}/10
        {item.timing ? <span className="text-rose-800/80"> · {item.timing}</span> : null}
      </span>
      {item.pending ? (
        <CloudOff className="size-3.5 shrink-0" role="img" aria-label="Waiting to sync" />
      ) : null}
    </>
  );
  if (!item.onEdit) return <span className={CHIP_CLASSES}>{content}</span>;
  return (
    <button
      type="button"
      onClick={item.onEdit}
      aria-label={`Edit symptom ${item.symptom}, ${item.severity}/10`}
      // The chip stays small; its touch target reaches 44 px with the padding around it.
      className={`${CHIP_CLASSES} relative text-left after:absolute after:-inset-x-1 after:-inset-y-2.5 hover:border-rose-300 focus-visible:outline-2 focus-visible:outline-ring`}
    >
      {content}
    </button>
  );
}
