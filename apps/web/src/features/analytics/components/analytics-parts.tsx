import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';

/** A titled card that is a landmark region named by its title. */
export function SectionCard({
  title,
  description,
  badge,
  children,
}: {
  title: string;
  description?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 id={titleId} className="text-base font-semibold tracking-tight">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {badge}
      </div>
      {children}
    </Card>
  );
}

/** A figure tile: the label, the value (a dash when the data cannot give it) and a note. */
export function Tile({
  label,
  value,
  note,
}: {
  label: string;
  value: string | null;
  note?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-muted px-3.5 py-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl leading-tight font-extrabold tabular-nums">
        {value ?? <span aria-label="No data yet">—</span>}
      </dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/**
 * A loading line of docs/product.md#analytics-screen with a spinner, announced to assistive
 * technology.
 */
export function Loading({ label }: { label: string }) {
  return (
    <AwaitingData>
      <div role="status" className="flex flex-col items-center gap-3 py-12">
        <Spinner />
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
      </div>
    </AwaitingData>
  );
}

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <p className="font-semibold">Couldn&apos;t load {what}</p>
      <p className="text-sm text-muted-foreground">
        Check your connection and try again. Nothing you logged is lost.
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

/** A bulleted list of plain sentences. */
export function Bullets({ items, label }: { items: string[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid list-disc gap-1 pl-5 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
