/** Product-wide constants from SPEC.md (sections 1, 9). */
export const PRODUCT_NAME = 'GrandFit';
export const TAGLINE = 'Train for Your Centenarian Decathlon';
export const QUOTE = 'Train today for the dad you want to be at 100';
export const APP_VERSION = '1.0.0';

/** Local-storage keys the spec names (section 9, "Storage keys"). */
export const STORAGE_KEYS = {
  previousPage: 'previousPage',
  pwaInstallPrompted: 'pwa-install-prompted',
  notificationPermissionAsked: 'notification-permission-asked',
  /** The one-time OAuth state of a health-platform authorization in flight (spec 9). */
  healthPlatformState: 'healthkit_oauth_state',
  /** Spec 9 keeps the platform's access token here; we keep only the marker 'connected' (DESIGN 4.7). */
  healthPlatformToken: 'healthkit_access_token',
} as const;

/** Timings from spec section 9, in milliseconds. */
export const TIMINGS = {
  installPromptDelay: 30_000,
  pushAutoSetupDelay: 10_000,
  notificationDialogDelay: 15_000,
  onlineBannerHide: 3_000,
  healthCallbackRedirect: 2_000,
  authSuccessRedirectWeb: 2_000,
  authSuccessRedirectDeepLink: 1_000,
  authSuccessCloseInAppBrowser: 3_000,
  loginFailureDeepLink: 2_000,
  toastDuration: 5_000,
  toastRemoveDelay: 1_000_000,
  tooltipDelay: 700,
  tooltipSkipDelay: 300,
} as const;
