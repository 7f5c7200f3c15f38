import { Suspense, useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
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
import type { CorrectableFood } from './correct-leap-dialog.tsx';
import { SYMPTOMS_URL } from '../api/log-symptom.ts';
import { useBannerClearance } from '../hooks/use-banner-clearance.ts';
import { leapLookup } from '../utils/leap-category.ts';
import { useLeapCorrections } from '../api/correct-leap-category.ts';
import { pendingMeals } from '../utils/pending-meals.ts';
import { pendingSymptomsByMeal } from '../utils/pending-symptoms.ts';
import type { SymptomMeal } from './log-symptoms-dialog.tsx';
import { MealLogDialog } from './meal-log-dialog.tsx';
import { RecentMeals } from './recent-meals.tsx';
import { TAB_TRIGGER_CLASSES } from '../../../components/ui/tab-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TapLoaded, TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { preloadable, useOnceTrue, usePreloadWhenIdle } from '../../../lib/preloadable.ts';

// What only a tap opens: its own chunks, fetched once the screen is up (with the forms' schemas,
// whose building cost the screen's first paint 50 ms of main thread here). Logging a meal, the
// screen's own action, stays in its chunk: it works offline from the first visit on.
const AiMealDialog = preloadable(() => import('./ai-meal-dialog.tsx').then((m) => m.AiMealDialog));
const LeapListDialog = preloadable(() =>
  import('./leap-list-dialog.tsx').then((m) => m.LeapListDialog),
);
const CorrectLeapDialog = preloadable(() =>
  import('./correct-leap-dialog.tsx').then((m) => m.CorrectLeapDialog),
);
const EditMealDialog = preloadable(() =>
  import('./edit-meal-dialog.tsx').then((m) => m.EditMealDialog),
);
const LogSymptomsDialog = preloadable(() =>
  import('./log-symptoms-dialog.tsx').then((m) => m.LogSymptomsDialog),
);
const InsightsPanel = preloadable(() =>
  import('./insights-panel.tsx').then((m) => m.InsightsPanel),
);
const preloadTaps = () =>
  Promise.all(
    [
      AiMealDialog,
      LeapListDialog,
      CorrectLeapDialog,
      EditMealDialog,
      LogSymptomsDialog,
      InsightsPanel,
    ].map((part) => part.preload()),
  );

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
  usePreloadWhenIdle(preloadTaps);

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

  const [tab, setTab] = useState('recent');
  const aiShown = useOnceTrue(aiOpen);
  const leapShown = useOnceTrue(leapOpen);

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
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-lime-50 text-lime-700 dark:text-lime-400"
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

      <Tabs value={tab} onValueChange={setTab}>
        <TabList
          aria-label="Nutrition views"
          className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-muted p-1"
        >
          <Tab value="recent" className={TAB_TRIGGER_CLASSES}>
            Recent Meals
          </Tab>
          <Tab value="insights" className={TAB_TRIGGER_CLASSES}>
            Insights
          </Tab>
        </TabList>
        <TabPanel value="recent" className="focus:outline-none">
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
        </TabPanel>
        <TabPanel value="insights" className="focus:outline-none">
          <TapLoaded open={tab === 'insights'} onFailed={() => setTab('recent')}>
            <Suspense
              fallback={
                <div role="status" className="flex justify-center py-10">
                  <Spinner />
                  <span className="sr-only">Loading insights...</span>
                </div>
              }
            >
              <InsightsPanel hasNoData={hasNoData} />
            </Suspense>
          </TapLoaded>
        </TabPanel>
      </Tabs>

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
      {/* Each mounted once first opened, each in its own boundary: one still loading never hides
          another that is open. */}
      {aiShown ? (
        <TapOpened open={aiOpen} onFailed={() => setAiOpen(false)}>
          <AiMealDialog
            open={aiOpen}
            onOpenChange={setAiOpen}
            onOpenLeapList={() => setLeapOpen(true)}
          />
        </TapOpened>
      ) : null}
      {leapShown ? (
        <TapOpened open={leapOpen} onFailed={() => setLeapOpen(false)}>
          <LeapListDialog open={leapOpen} onOpenChange={setLeapOpen} />
        </TapOpened>
      ) : null}
      {correcting ? (
        <TapOpened onFailed={() => setCorrecting(null)}>
          <CorrectLeapDialog
            food={correcting}
            onOpenChange={(open) => {
              if (!open) setCorrecting(null);
            }}
          />
        </TapOpened>
      ) : null}
      {editingMeal ? (
        <TapOpened onFailed={() => setEditingMeal(null)}>
          <EditMealDialog
            meal={editingMeal}
            onOpenChange={(open) => {
              if (!open) setEditingMeal(null);
            }}
          />
        </TapOpened>
      ) : null}
      {editingSymptom ? (
        <TapOpened onFailed={() => setEditingSymptom(null)}>
          <LogSymptomsDialog
            meal={editingSymptom.meal}
            editing={editingSymptom.symptom}
            onOpenChange={(open) => {
              if (!open) setEditingSymptom(null);
            }}
          />
        </TapOpened>
      ) : null}
      {symptomsFor ? (
        <TapOpened onFailed={() => setSymptomsFor(null)}>
          <LogSymptomsDialog
            meal={symptomsFor}
            onOpenChange={(open) => {
              if (!open) setSymptomsFor(null);
            }}
          />
        </TapOpened>
      ) : null}
    </>
  );
}
