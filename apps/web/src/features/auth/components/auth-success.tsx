import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { PRODUCT_NAME, TIMINGS } from '@grandfit/shared/constants.ts';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';
import { getAuthUserQueryOptions } from '../../../lib/auth-user.ts';
import { isNativePlatform, parseAuthDeepLink, safeDeepLink } from '../../../lib/native.ts';

/**
 * /auth-success: the landing page after a sign-in (docs/product.md#login-callback-and-success). A
 * native app's sign-in ends here in the system browser, which has no Capacitor bridge: the app's
 * own return link is what marks that flow (lib/native.ts, docs/decisions/041-native-shells.md).
 */
export function AuthSuccess() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deepLink = safeDeepLink(params.get('deeplink'));
  const native = isNativePlatform() || (deepLink !== null && parseAuthDeepLink(deepLink) !== null);

  useEffect(() => {
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    if (deepLink) {
      timers.push(
        setTimeout(() => {
          window.location.href = deepLink;
        }, TIMINGS.authSuccessRedirectDeepLink),
      );
    } else {
      timers.push(
        setTimeout(() => {
          void queryClient
            .fetchQuery({ ...getAuthUserQueryOptions(), staleTime: 0 })
            .catch(() => undefined)
            .then(() => navigate('/', { replace: true }));
        }, TIMINGS.authSuccessRedirectWeb),
      );
    }
    if (native) {
      // The system in-app browser may refuse to close; the deep link above already moved on.
      timers.push(setTimeout(() => window.close(), TIMINGS.authSuccessCloseInAppBrowser));
    }
    return () => timers.forEach(clearTimeout);
  }, [deepLink, native, navigate, queryClient]);

  return (
    <StatusScreen icon={<CircleCheck />} tone="success" title="Login Successful!">
      <p role="status">
        {deepLink ? 'Returning you to the app...' : `Redirecting you to ${PRODUCT_NAME}...`}
      </p>
      {deepLink ? (
        // Some browsers open another app only from a tap.
        <a className="mt-4 inline-block underline" href={deepLink}>
          Open {PRODUCT_NAME}
        </a>
      ) : null}
    </StatusScreen>
  );
}
