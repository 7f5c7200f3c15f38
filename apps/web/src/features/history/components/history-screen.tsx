import { useEffect, useLayoutEffect, useRef, useState, useDeferredValue } from 'react';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { usePrefetchQuery } from '@tanstack/react-query';
import { History as HistoryIcon } from 'lucide-react';
import { monthOf } from '@grandfit/shared/domain/calendar-month.ts';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { HistoryItem } from '@grandfit/shared/schemas/history.ts';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useHistory } from '../api/get-history.ts';
import { historyCalendarQueryOptions } from '../api/get-history-calendar.ts';
import { HistoryCalendar } from './history-calendar.tsx';
import { HistoryRow } from './history-row.tsx';
import { TrainingTabs } from './training-tabs.tsx';
import { UnfinishedSessions } from './unfinished-sessions.tsx';
import { formatGrouped } from '@grandfit/shared/domain/numbers.ts';

const ROW_ESTIMATE = 92;
/** Load the next page when the user is this many rows from the end. */
const PREFETCH_ROWS = 10;

/**
 * History (docs/decisions/025-training-log-history-records-corrections.md): every completed
 * session, newest first, paged by the server's cursor and virtualised, so five years (3,300
 * sessions) scroll as smoothly as one week: only the rows in view (and a few either side) are in
 * the document.
 */
export function HistoryScreen() {
  const query = useHistory();
  // The calendar shows once the list has come; its month is asked for beside the list, so both
  // answers arrive together rather than one round trip after the other.
  usePrefetchQuery(historyCalendarQueryOptions(monthOf(toLocalIsoDate(new Date()))));
  // Deferred, the answer renders in slices that yield to the browser: a query's answer comes
  // through useSyncExternalStore, which renders in one blocking piece (decision 045).
  const data = useDeferredValue(query.data);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <TrainingTabs />
      <PageHeader title="History" subtitle="Every workout you have completed, newest first" />
      <UnfinishedSessions />
      {data ? (
        items.length > 0 ? (
          <>
            <HistoryCalendar />
            <HistoryList
              items={items}
              hasNextPage={query.hasNextPage}
              // A page that has arrived but is not rendered yet is still loading: asking again would
              // skip past it.
              loadingMore={query.isFetchingNextPage || data !== query.data}
              loadMore={() => void query.fetchNextPage()}
            />
          </>
        ) : (
          <EmptyState icon={<HistoryIcon />} title="No completed workouts yet">
            Finish a workout and it appears here, with every set you did.
          </EmptyState>
        )
      ) : query.isError ? (
        <Card role="alert" className="flex flex-col items-start gap-3 p-5">
          <h2 className="text-base font-semibold tracking-tight">
            Couldn&apos;t load your history
          </h2>
          <p className="text-sm break-words text-muted-foreground">{query.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Card>
      ) : (
        <AwaitingData>
          <div role="status" aria-label="Loading history" className="grid gap-2">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-20 animate-pulse rounded-[var(--radius-card)] bg-muted" />
            ))}
          </div>
        </AwaitingData>
      )}
    </>
  );
}

/**
 * A row's height as its ResizeObserver reports it, once laid out. Read from the element as it
 * mounts (the virtualizer's default), each new row forced the page's layout inside React's commit:
 * 70 ms of History's first render on this machine, one long task with the render. Until the
 * observer reports (before the first paint), a row counts as its estimate or its last known size.
 */
function observedRowHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const key = virtualizer.options.getItemKey(virtualizer.indexFromElement(element));
  return virtualizer.itemSizeCache.get(key) ?? ROW_ESTIMATE;
}

function HistoryList({
  items,
  hasNextPage,
  loadingMore,
  loadMore,
}: {
  items: HistoryItem[];
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  // Where the list starts on the page: the window scrolls, and the header and tabs come first.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    measure();
    // What sits above the list can change height after it (the unfinished sessions arriving, the
    // calendar's chosen day opening): the list's rows are placed from where it starts.
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_ESTIMATE,
    measureElement: observedRowHeight,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => items[index]?.sessionId ?? index,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? 0;

  useEffect(() => {
    if (hasNextPage && !loadingMore && lastIndex >= items.length - PREFETCH_ROWS) loadMore();
  }, [hasNextPage, loadingMore, lastIndex, items.length, loadMore]);

  return (
    <>
      <ol
        ref={listRef}
        aria-label="Completed workouts"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualItems.map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 top-0 pb-2"
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              <HistoryRow item={item} />
            </li>
          );
        })}
      </ol>
      <p role="status" className="py-3 text-center text-sm text-muted-foreground">
        {loadingMore
          ? 'Loading more...'
          : hasNextPage
            ? ''
            : `${formatGrouped(items.length)} workout${items.length === 1 ? '' : 's'}`}
      </p>
    </>
  );
}
