import { Link } from 'react-router';
import { BookOpen, Camera, Share2, TrendingUp, type LucideIcon } from 'lucide-react';

const TILE =
  'flex min-h-24 flex-col items-start justify-between gap-2 rounded-2xl border border-border bg-surface p-4 text-left text-sm font-semibold transition-colors hover:bg-muted';

function TileContent({
  icon: Icon,
  label,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  hint: string;
}) {
  return (
    <>
      <Icon className="size-5 text-primary" aria-hidden="true" />
      <span>
        <span className="block">{label}</span>
        <span className="block text-xs font-normal text-muted-foreground">{hint}</span>
      </span>
    </>
  );
}

/**
 * The four quick-action tiles of docs/product.md#method-screen: Read Full Method, View Progress,
 * Progress Photo, Share Victory.
 */
export function QuickActions({
  onReadMethod,
  onProgressPhoto,
  onShareVictory,
  sharing,
}: {
  onReadMethod: () => void;
  onProgressPhoto: () => void;
  onShareVictory: () => void;
  sharing: boolean;
}) {
  return (
    <section aria-labelledby="method-quick-actions">
      <h2 id="method-quick-actions" className="mb-3 px-1 text-lg font-bold tracking-tight">
        Quick Actions
      </h2>
      <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
        <button type="button" className={TILE} onClick={onReadMethod}>
          <TileContent icon={BookOpen} label="Read Full Method" hint="Pillars and phases" />
        </button>
        <Link to="/progress" className={TILE}>
          <TileContent icon={TrendingUp} label="View Progress" hint="Your charts" />
        </Link>
        <button type="button" className={TILE} onClick={onProgressPhoto}>
          <TileContent icon={Camera} label="Progress Photo" hint="Dated photo series" />
        </button>
        <button type="button" className={TILE} onClick={onShareVictory} disabled={sharing}>
          <TileContent icon={Share2} label="Share Victory" hint="Your real numbers" />
        </button>
      </div>
    </section>
  );
}
