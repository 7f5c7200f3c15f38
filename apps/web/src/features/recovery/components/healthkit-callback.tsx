import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CircleAlert, CircleCheck, HeartPulse } from 'lucide-react';
import { STORAGE_KEYS, TIMINGS } from '@grandfit/shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';
import { apiErrorOf } from '../../../lib/api-client.ts';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage.ts';
import { exchangeHealthPlatformCode } from '../api/connect-health-platform.ts';
import { healthPlatformStatusQueryKey } from '../api/get-health-platform-status.ts';
import { HEALTH_CALLBACK_MESSAGES, checkHealthCallback } from '../utils/health-callback.ts';

type CallbackState =
  | { status: 'processing' }
  | { status: 'success'; platform: string }
  | { status: 'error'; message: string };

/**
 * /healthkit-callback (docs/product.md#health-platform-connection): the platform sends the user
 * back here. The state is checked against the one stored when the authorization began, the code is
 * exchanged on the server (which keeps the token), and on success the user returns to /profile
 * after 2 s.
 */
export function HealthKitCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Checked on the first render: the state stored when the authorization began must match.
  const [check] = useState(() =>
    checkHealthCallback(params, readStorage(STORAGE_KEYS.healthPlatformState)),
  );
  const [state, setState] = useState<CallbackState>(() =>
    check.ok ? { status: 'processing' } : { status: 'error', message: check.message },
  );
  // The state is single-use, so the exchange must run once even when effects run twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    removeStorage(STORAGE_KEYS.healthPlatformState);
    if (!check.ok) return;
    exchangeHealthPlatformCode(check.code, check.state)
      .then(async (connected) => {
        writeStorage(STORAGE_KEYS.healthPlatformToken, 'connected');
        await queryClient.invalidateQueries({ queryKey: healthPlatformStatusQueryKey() });
        setState({ status: 'success', platform: connected.platform });
      })
      .catch((error: unknown) => {
        setState({
          status: 'error',
          message: apiErrorOf(error)
            ? HEALTH_CALLBACK_MESSAGES.exchangeFailed
            : HEALTH_CALLBACK_MESSAGES.unknown,
        });
      });
  }, [check, queryClient]);

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => void navigate('/profile'), TIMINGS.healthCallbackRedirect);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  if (state.status === 'processing') {
    return (
      <StatusScreen icon={<Spinner className="size-8" />} title="Connecting to HealthKit" busy>
        <p>Finishing the connection to your health platform...</p>
      </StatusScreen>
    );
  }

  if (state.status === 'success') {
    return (
      <StatusScreen icon={<CircleCheck />} tone="success" title="HealthKit Connected">
        <p>{state.platform} is connected. Taking you back to your profile...</p>
      </StatusScreen>
    );
  }

  return (
    <StatusScreen
      icon={<CircleAlert />}
      tone="error"
      title="Connection Failed"
      actions={
        <Button onClick={() => void navigate('/profile')} className="w-full">
          <HeartPulse className="size-4" aria-hidden="true" />
          Return to Profile
        </Button>
      }
    >
      <p>{state.message}</p>
    </StatusScreen>
  );
}
