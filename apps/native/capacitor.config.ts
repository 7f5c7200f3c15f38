import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The shell loads the server's own origin (GRANDFIT_SERVER_URL at sync time) so the WebView shares
 * the session cookie's origin; the bundled web build is what ships when no server is configured
 * (docs/decisions/041-native-shells.md).
 */
const serverUrl = process.env.GRANDFIT_SERVER_URL;

const config: CapacitorConfig = {
  appId: 'app.grandfit',
  appName: 'GrandFit',
  webDir: '../web/dist',
  ...(serverUrl ? { server: { url: serverUrl, cleartext: serverUrl.startsWith('http:') } } : {}),
};

export default config;
