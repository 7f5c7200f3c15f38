import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PRODUCT_NAME, TIMINGS } from '@grandfit/shared/constants.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { signInChecked } from '../../../lib/auth-user.ts';
import { safeDeepLink } from '../../../lib/native.ts';

const DEFAULT_ERROR = 'Authentication failed. Please try again.';

/**
 * /auth-callback: where the server sends the browser after sign-in
 * (docs/product.md#login-callback-and-success).
 */
export function AuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice in development; the toast and redirect must happen once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const error = params.get('error');
    const success = params.get('success') === 'true';
    // A native app's failed sign-in lands here in the system browser, with the app's return link.
    const deepLink = safeDeepLink(params.get('deeplink'));
    let timer: ReturnType<typeof setTimeout> | undefined;

    void (async () => {
      // The cached "signed out" answer must go before we leave, or '/' would show the landing page.
      await signInChecked(queryClient);

      if (error !== null || !success) {
        toast({
          title: 'Login Failed',
          description: error || DEFAULT_ERROR,
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Login Successful', description: `Welcome to ${PRODUCT_NAME}` });
      }

      if (deepLink) {
        timer = setTimeout(() => {
          window.location.href = deepLink;
        }, TIMINGS.loginFailureDeepLink);
        return;
      }
      await navigate('/', { replace: true });
    })();

    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [params, navigate, queryClient]);

  return (
    <StatusScreen icon={<Spinner className="size-8" />} title="Completing login..." busy>
      <p>Hang tight while we sign you in securely.</p>
    </StatusScreen>
  );
}
