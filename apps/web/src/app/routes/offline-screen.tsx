import { Check, RefreshCw, WifiOff } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { StatusScreen } from '../../components/ui/status-screen.tsx';

const STILL_WORKS = [
  'View workout history',
  'Log workout sets (syncs when online)',
  'Track meals and symptoms',
  'Review goals and progress',
];

/**
 * /offline. When the app sent the user here at boot it passes the page they asked for, so
 * 'Try Again' reloads that page rather than /offline itself.
 */
export function OfflineScreen() {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;

  function tryAgain() {
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
      window.location.assign(from);
    } else {
      window.location.reload();
    }
  }

  return (
    <StatusScreen
      icon={<WifiOff />}
      title="You're Offline"
      actions={
        <Button onClick={tryAgain} className="w-full">
          <RefreshCw className="size-4" aria-hidden="true" />
          Try Again
        </Button>
      }
    >
      <p>No internet connection detected. Some features may not be available.</p>
      <div className="mt-6 rounded-2xl bg-muted p-4 text-left">
        <h2 className="text-sm font-semibold text-foreground">What still works</h2>
        <ul className="mt-3 space-y-2.5">
          {STILL_WORKS.map((item) => (
            <li key={item} className="flex items-start gap-2.5 text-sm text-foreground">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-4 text-xs">Your data syncs automatically when you're back online.</p>
    </StatusScreen>
  );
}
