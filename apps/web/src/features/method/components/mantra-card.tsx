import { Quote } from 'lucide-react';
import type { MethodOverview } from '@grandfit/shared/schemas/method.ts';
import { Card } from '../../../components/ui/card.tsx';

/** Today's Mantra: the weekday's category, one of our own quotes (shared/domain/method/mantras.ts). */
export function MantraCard({ mantra }: { mantra: MethodOverview['mantra'] }) {
  return (
    <Card className="relative overflow-hidden p-5">
      <Quote
        className="absolute top-3 right-4 size-10 rotate-180 text-emerald-100"
        aria-hidden="true"
      />
      <figure className="relative">
        <figcaption className="flex items-center gap-2 text-sm font-semibold">
          Today&apos;s Mantra
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-primary capitalize">
            {mantra.category}
          </span>
        </figcaption>
        <blockquote className="mt-2.5 pr-6 text-lg leading-snug font-bold tracking-tight">
          {mantra.text}
        </blockquote>
      </figure>
    </Card>
  );
}
