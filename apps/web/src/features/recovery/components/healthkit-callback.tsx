import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CircleAlert, HeartPulse } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';

type CallbackState = { status: 'processing' } | { status: 'error'; message: string };

/** Spec 5 checks, in order; the token exchange itself arrives with the health integration. */
function checkParams(params: URLSearchParams): string | null {
  const error = params.get('error');
  if (error !== null) return `HealthKit authorization failed: ${error}`;
  if (!params.get('code') || !params.get('state')) {
    return 'Missing authorization code or state parameter';
  }
  return null;
}

/** /healthkit-callback: processing, then (for now) an honest "not available" error. */
export function HealthKitCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<CallbackState>(() => {
    const message = checkParams(params);
    return message ? { status: 'error', message } : { status: 'processing' };
  });

  useEffect(() => {
    if (state.status !== 'processing') return;
    // No server-side exchange exists yet: say so instead of pretending to connect.
    const timer = setTimeout(() => {
      setState({ status: 'error', message: 'HealthKit connection is not available yet' });
    }, 600);
    return () => clearTimeout(timer);
  }, [state.status]);

  if (state.status === 'processing') {
    return (
      <StatusScreen icon={<Spinner className="size-8" />} title="Connecting to HealthKit" busy>
        <p>Checking the authorization from Apple Health...</p>
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
