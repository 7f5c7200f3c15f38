import { useMemo, useState } from 'react';
import { Tabs } from 'radix-ui';
import { ListChecks, Plus, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuth } from '../../../lib/auth-user.ts';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';
import { cn } from '../../../lib/utils.ts';
import { useLeapList } from '../api/get-leap-list.ts';
import { useRecentMeals } from '../../../lib/food/get-recent-meals.ts';
import { LOG_MEAL_URL, useNutritionDeliveries } from '../api/log-meal.ts';
import { FOOD_URL } from '../../../lib/food/get-recent-meals.ts';
import type { MealSymptom, RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';
import { applyPendingCorrections } from '../utils/pending-corrections.ts';
import { EditMealDialog } from './edit-meal-dialog.tsx';
import { CorrectLeapDialog, type CorrectableFood } from './correct-leap-dialog.tsx';
import { SYMPTOMS_URL } from '../api/log-symptom.ts';
import { useBannerClearance } from '../hooks/use-banner-clearance.ts';
import { leapLookup } from '../utils/leap-category.ts';
import { useLeapCorrections } from '../api/correct-leap-category.ts';
import { pendingMeals } from '../utils/pending-meals.ts';
import { pendingSymptomsByMeal } from '../utils/pending-symptoms.ts';
import { AiMealDialog } from './ai-meal-dialog.tsx';
import { InsightsPanel } from './insights-panel.tsx';
import { LeapListDialog } from './leap-list-dialog.tsx';
import { LogSymptomsDialog, type SymptomMeal } from './log-symptoms-dialog.tsx';
import { MealLogDialog } from './meal-log-dialog.tsx';
import { RecentMeals } from './recent-meals.tsx';
import { TAB_TRIGGER_CLASSES } from '../../../components/ui/tab-classes.ts';

/**
 * Nutrition (docs/product.md#nutrition-screen): recent meals, insights, the meal generator and the
 * meal logging wizard.
 */
export function NutritionScreen() {
  const { user } = useAuth();
  const meals = useRecentMeals();
  const leapList = useLeapList();
  const leapCorrections = useLeapCorrections(user?.id);
  const lookup = useMemo(
    () => leapLookup(leapList.data, leapCorrections),
    [leapList.data, leapCorrections],
  );
  const queued = usePendingWrites(LOG_MEAL_URL, user?.id);
  const pending = useMemo(() => pendingMeals(queued), [queued]);
  const queuedSymptoms = usePendingWrites(SYMPTOMS_URL, user?.id);
  const pendingSymptoms = useMemo(
    () => pendingSymptomsByMeal(queuedSymptoms.filter((entry) => entry.method === 'POST')),
    [queuedSymptoms],
  );
  // Edits and deletes still waiting in the outbox show over the server's list
  // (docs/decisions/025-training-log-history-records-corrections.md).
  const queuedFood = usePendingWrites(`${FOOD_URL}/`, user?.id);
  const corrections = useMemo(
    () =>
      meals.data
        ? applyPendingCorrections(meals.data, queuedFood, (food) => lookup.categoryOf(food))
        : undefined,
    [meals.data, queuedFood, lookup],
  );
  useNutritionDeliveries();
  const bannerShown = useBannerClearance();

  const [logOpen, setLogOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [leapOpen, setLeapOpen] = useState(false);
  const [symptomsFor, setSymptomsFor] = useState<SymptomMeal | null>(null);
  const [editingMeal, setEditingMeal] = useState<RecentMeal | null>(null);
  const [correcting, setCorrecting] = useState<CorrectableFood | null>(null);
  const [editingSymptom, setEditingSymptom] = useState<{
    meal: SymptomMeal;
    symptom: MealSymptom;
  } | null>(null);

  const hasNoData = (corrections?.meals ?? meals.data)?.length === 0 && pending.length === 0;
  const listSize = leapList.data?.length;

  return (
    <>
      <PageHeader
        title="Nutrition"
        subtitle="Anti-inflammatory eating with LEAP"
        actions={
          <Button variant="accent" onClick={() => setAiOpen(true)}>
            <Sparkles className="size-4" aria-hidden="true" />
            AI Meal
          </Button>
        }
      />

      <button
        type="button"
        onClick={() => setLeapOpen(true)}
        className="mb-5 flex w-full items-center gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-4 text-left shadow-[0_1px_2px_rgba(11,18,32,0.04)] hover:border-primary"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-lime-50 text-lime-700"
        >
          <ListChecks className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">My LEAP List</span>
          <span className="block text-sm text-muted-foreground">
            {listSize === undefined
              ? 'Your MRT foods: green, yellow and red'
              : listSize === 0
                ? 'Add your MRT result so meals get scored'
                : `${listSize} ${listSize === 1 ? 'food' : 'foods'} tested`}
          </span>
        </span>
      </button>

      <Tabs.Root defaultValue="recent">
        <Tabs.List
          aria-label="Nutrition views"
          className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-muted p-1"
        >
          <Tabs.Trigger value="recent" className={TAB_TRIGGER_CLASSES}>
            Recent Meals
          </Tabs.Trigger>
          <Tabs.Trigger value="insights" className={TAB_TRIGGER_CLASSES}>
            Insights
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="recent" className="focus:outline-none">
          <RecentMeals
            meals={meals}
            pending={pending}
            pendingSymptoms={pendingSymptoms}
            lookup={lookup}
            onLogSymptoms={setSymptomsFor}
            corrected={corrections?.meals}
            waiting={corrections?.waiting}
            onEditMeal={setEditingMeal}
            onCorrectFood={setCorrecting}
            onEditSymptom={(meal, symptom) => setEditingSymptom({ meal, symptom })}
          />
        </Tabs.Content>
        <Tabs.Content value="insights" className="focus:outline-none">
          <InsightsPanel hasNoData={hasNoData} />
        </Tabs.Content>
      </Tabs.Root>

      <Button
        size="icon"
        aria-label="Log a meal"
        onClick={() => setLogOpen(true)}
        className={cn(
          // Above an open toast too (components/ui/toaster.tsx), which sits where the button does.
          'fixed right-4 z-30 size-14! shadow-lg transition-[bottom] lg:right-10 lg:bottom-[max(2.5rem,calc(var(--toast-clearance,0px)+0.75rem))]',
          bannerShown
            ? 'bottom-[max(calc(11rem+env(safe-area-inset-bottom)),calc(var(--toast-clearance,0px)+0.75rem))]'
            : 'bottom-[max(calc(5.5rem+env(safe-area-inset-bottom)),calc(var(--toast-clearance,0px)+0.75rem))]',
        )}
      >
        <Plus className="size-7" aria-hidden="true" />
      </Button>

      <MealLogDialog open={logOpen} onOpenChange={setLogOpen} />
      <AiMealDialog
        open={aiOpen}
        onOpenChange={setAiOpen}
        onOpenLeapList={() => setLeapOpen(true)}
      />
      <LeapListDialog open={leapOpen} onOpenChange={setLeapOpen} />
      {correcting ? (
        <CorrectLeapDialog
          food={correcting}
          onOpenChange={(open) => {
            if (!open) setCorrecting(null);
          }}
        />
      ) : null}
      {editingMeal ? (
        <EditMealDialog
          meal={editingMeal}
          onOpenChange={(open) => {
            if (!open) setEditingMeal(null);
          }}
        />
      ) : null}
      {editingSymptom ? (
        <LogSymptomsDialog
          meal={editingSymptom.meal}
          editing={editingSymptom.symptom}
          onOpenChange={(open) => {
            if (!open) setEditingSymptom(null);
          }}
        />
      ) : null}
      {symptomsFor ? (
        <LogSymptomsDialog
          meal={symptomsFor}
          onOpenChange={(open) => {
            if (!open) setSymptomsFor(null);
          }}
        />
      ) : null}
    </>
  );
}
