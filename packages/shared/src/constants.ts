/** Product-wide constants (docs/product.md#landing-page). */
export const PRODUCT_NAME = 'GrandFit';
export const TAGLINE = 'Train for Your Centenarian Decathlon';
export const QUOTE = 'Train today for the dad you want to be at 100';
export const APP_VERSION = '1.0.0';

/** Local-storage keys (docs/product.md#storage-keys). */
export const STORAGE_KEYS = {
  previousPage: 'previousPage',
  pwaInstallPrompted: 'pwa-install-prompted',
  notificationPermissionAsked: 'notification-permission-asked',
  /**
   * The one-time OAuth state of a health-platform authorization in flight
   * (docs/product.md#storage-keys).
   */
  healthPlatformState: 'healthkit_oauth_state',
  /**
   * Named for the platform's access token; it holds only the marker 'connected'
   * (docs/product.md#health-platform-connection).
   */
  healthPlatformToken: 'healthkit_access_token',
} as const;

/**
 * Timings in milliseconds (docs/product.md#toasts-and-tooltips; the others with the screens that
 * use them, e.g. docs/product.md#install-and-update).
 */
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
