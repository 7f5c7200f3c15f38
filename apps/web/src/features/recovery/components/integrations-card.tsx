import { CircleDot, PenLine } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { AppleHealthImportRow } from './apple-health-import-row.tsx';
import { HealthPlatformRow } from './health-platform-row.tsx';

/**
 * docs/product.md#profile-screen: manual entry, a connected fitness-tracker platform when the
 * server has one, the Apple Health export import, the smart ring announced.
 */
export function IntegrationsCard() {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-base font-semibold tracking-tight">Integrations</h2>
      <ul className="divide-y divide-border">
        <li className="flex min-h-14 items-center gap-3">
          <PenLine className="size-5 text-primary" aria-hidden="true" />
          <span className="flex-1 text-sm font-medium">Manual entry</span>
          <span className="inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-primary">
            Active
          </span>
        </li>
        <HealthPlatformRow />
        <AppleHealthImportRow />
        <li className="flex min-h-14 items-center gap-3">
          <CircleDot className="size-5 text-muted-foreground" aria-hidden="true" />
          <span className="flex-1 text-sm font-medium">Smart ring (Oura)</span>
          <Badge variant="secondary">Coming Soon</Badge>
        </li>
      </ul>
    </Card>
  );
}
