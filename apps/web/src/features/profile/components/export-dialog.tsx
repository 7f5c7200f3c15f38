import { Download } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { deviceTimeZone } from '../../../lib/time-zone.ts';

const DOWNLOADS = [
  {
    href: '/api/user/export.json',
    label: 'Everything (JSON)',
    detail: 'Profile, settings, workouts and sets, health data and check-ins',
  },
  {
    href: '/api/user/export/training.csv',
    label: 'Training history (CSV)',
    detail: 'Every set: workout, exercise, weight, reps and RIR against the target',
  },
  {
    // The device's zone: Strong's dates are local times, written as the user lived them.
    href: `/api/user/export/strong.csv?tz=${encodeURIComponent(deviceTimeZone())}`,
    label: 'Strong CSV',
    detail: 'Opens in Strong, Hevy and Liftosaur',
  },
  {
    href: '/api/user/export/health.csv',
    label: 'Health history (CSV)',
    detail: 'HRV, resting heart rate, sleep, VO2 max by day',
  },
  {
    href: '/api/user/export/readiness.csv',
    label: 'Check-ins (CSV)',
    detail: 'Energy, mood and soreness by day',
  },
];

/** "Export Training Data": each link downloads what the database holds at that moment. */
export function ExportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export Training Data</DialogTitle>
          <DialogDescription>Your data is yours. Download it any time.</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          {DOWNLOADS.map(({ href, label, detail }) => (
            <li key={href}>
              <a
                href={href}
                download
                className="flex min-h-14 items-center gap-3 rounded-2xl border border-border px-4 py-3 hover:bg-muted"
              >
                <Download className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="text-sm font-semibold">{label}</span>
                  <span className="text-xs text-muted-foreground">{detail}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
