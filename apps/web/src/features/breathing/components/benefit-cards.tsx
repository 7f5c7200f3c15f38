import type { ReactNode } from 'react';
import { Activity, BatteryCharging, Brain } from 'lucide-react';

const BENEFITS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Improve HRV',
    text: 'About 6 slow breaths a minute lines up heart rhythm and breath.',
    icon: <Activity className="size-5" aria-hidden="true" />,
  },
  {
    title: 'Reduce Stress',
    text: 'Long, even exhales calm the nervous system.',
    icon: <Brain className="size-5" aria-hidden="true" />,
  },
  {
    title: 'Enhance Recovery',
    text: 'A completed session adds to today’s readiness.',
    icon: <BatteryCharging className="size-5" aria-hidden="true" />,
  },
];

/** The three benefit cards of docs/product.md#breathing-screen. */
export function BenefitCards() {
  return (
    // Three across even on a phone (titles only there), so the session card stays in view.
    <ul className="grid grid-cols-3 gap-2 sm:gap-3">
      {BENEFITS.map((benefit) => (
        <li
          key={benefit.title}
          className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-border bg-surface p-3 text-center sm:items-start sm:p-4 sm:text-left"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            {benefit.icon}
          </span>
          <span className="flex flex-col gap-0.5">
            <span className="text-sm leading-tight font-semibold">{benefit.title}</span>
            <span className="hidden text-xs text-muted-foreground sm:block">{benefit.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
