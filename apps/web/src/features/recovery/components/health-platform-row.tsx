import { Activity } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import {
  useConnectHealthPlatform,
  useDisconnectHealthPlatform,
} from '../api/connect-health-platform.ts';
import { useHealthPlatformStatus } from '../api/get-health-platform-status.ts';
import { formatMediumDate } from '../../../lib/dates.ts';

/**
 * The fitness-tracker web API of the Integrations card. It is listed only when the server has a
 * platform configured: a button that can only fail would be a dead end for the user.
 */
export function HealthPlatformRow() {
  const status = useHealthPlatformStatus();
  const connect = useConnectHealthPlatform({
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Connection Failed',
        description: 'Could not start the connection. Please try again.',
      }),
  });
  const disconnect = useDisconnectHealthPlatform();
  const platform = status.data;
  if (!platform?.available) return null;

  return (
    <li className="flex min-h-14 items-center gap-3 py-2">
      <Activity className="size-5 text-primary" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium">{platform.platform}</span>
        <span className="block text-xs text-muted-foreground">
          {platform.connected && platform.connectedAt
            ? `Connected ${formatMediumDate(new Date(platform.connectedAt))}`
            : 'Fitness-tracker web API'}
        </span>
      </span>
      {platform.connected ? (
        <Button
          size="sm"
          variant="outline"
          disabled={disconnect.isPending}
          onClick={() => disconnect.mutate()}
        >
          Disconnect
        </Button>
      ) : (
        <Button size="sm" disabled={connect.isPending} onClick={() => connect.mutate()}>
          Connect
        </Button>
      )}
    </li>
  );
}
