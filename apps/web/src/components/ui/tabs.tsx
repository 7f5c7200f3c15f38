import {
  createContext,
  useContext,
  useId,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('A tab or a tab panel is used outside <Tabs>');
  return tabs;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

/**
 * Tabs as WAI-ARIA's tabs pattern describes them (automatic activation: the arrow keys, Home and
 * End move to a tab and show its panel; only the selected tab is in the Tab order). Our own rather
 * than Radix Tabs: Radix's panels read `getComputedStyle(...).animationName` as they mount, which
 * forced the whole new screen's style inside React's commit on Nutrition and Analytics (36-67 ms,
 * docs/benchmarks.md, sixth session); these panels never animate. As with Radix, only the selected
 * panel is mounted. Controlled (`value`, `onValueChange`) or not (`defaultValue`).
 */
export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value: current, select, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

const NEXT_INDEX: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabList({
  'aria-label': label,
  className,
  children,
}: {
  'aria-label': string;
  className?: string;
  children: ReactNode;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = NEXT_INDEX[event.key];
    if (!next) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    const tab = tabs[next(index, tabs.length)];
    tab?.focus();
    tab?.click();
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** A tab and its panel are named by the same value. */
interface TabPartProps {
  value: string;
  className?: string;
  children: ReactNode;
}

export function Tab({ value, className, children }: TabPartProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      className={className}
      // On press, as Radix did: the panel is there by the time the finger lifts. The click
      // (Enter, Space, assistive technology) selects too.
      onMouseDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) tabs.select(value);
      }}
      onClick={() => tabs.select(value)}
    >
      {children}
    </button>
  );
}

export function TabPanel({ value, className, children }: TabPartProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      data-state="active"
      className={className}
    >
      {children}
    </div>
  );
}
