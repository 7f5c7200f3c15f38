import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_APP_SCHEME, NATIVE_AUTH_HOST } from '@grandfit/shared/native.ts';

/*
 * What CI can check without the Android SDK or Xcode (README, "Native apps"): `cap sync` runs on
 * a copy of this folder, writes the configuration the shells read, and leaves the committed
 * projects as they are (a plugin added without a sync fails here); the projects declare the
 * return link's scheme that the server and the web app use.
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '../..');
const cli = path.join(root, 'node_modules/@capacitor/cli/bin/capacitor');
/** What `cap sync` rewrites and the repository keeps. */
const SYNCED_AND_COMMITTED = [
  'android/capacitor.settings.gradle',
  'android/app/capacitor.build.gradle',
  'ios/App/Podfile',
];
/** Build output and what `cap sync` generates; none of it is committed. */
const NOT_COPIED = new Set(['build', 'Pods', 'public', '.gradle', 'node_modules']);

let work: string;
let shell: string;

async function sync(env: Record<string, string> = {}) {
  const { GRANDFIT_SERVER_URL: _ignored, ...inherited } = process.env;
  return promisify(execFile)(process.execPath, [cli, 'sync'], {
    cwd: shell,
    env: { ...inherited, ...env, CI: '1' },
  });
}

function read(relative: string): string {
  return fs.readFileSync(path.join(shell, relative), 'utf8');
}

beforeAll(async () => {
  // As deep in the repository as apps/native: the CLI finds the plugins in its node_modules, and
  // the relative paths it writes into the projects come out the same.
  work = fs.mkdtempSync(path.join(root, '.native-sync-'));
  shell = path.join(work, 'native');
  fs.cpSync(here, shell, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.basename(source)),
  });
  // The config's webDir is ../web/dist; the build itself is not what this checks.
  fs.mkdirSync(path.join(work, 'web/dist'), { recursive: true });
  fs.writeFileSync(
    path.join(work, 'web/dist/index.html'),
    '<!doctype html><title>GrandFit</title>',
  );
  await sync();
});

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('cap sync', () => {
  it('writes the app id and the bundled build into both shells', () => {
    for (const config of [
      'android/app/src/main/assets/capacitor.config.json',
      'ios/App/App/capacitor.config.json',
    ]) {
      const written = JSON.parse(read(config)) as { appId: string; server?: unknown };
      expect(written.appId).toBe('app.grandfit');
      expect(written.server).toBeUndefined();
    }
    expect(read('android/app/src/main/assets/public/index.html')).toContain('GrandFit');
    expect(read('ios/App/App/public/index.html')).toContain('GrandFit');
  });

  it('leaves the committed projects unchanged, with the App and Browser plugins', () => {
    for (const file of SYNCED_AND_COMMITTED) {
      expect(read(file), file).toBe(fs.readFileSync(path.join(here, file), 'utf8'));
    }
    expect(read('android/capacitor.settings.gradle')).toContain("include ':capacitor-app'");
    expect(read('android/capacitor.settings.gradle')).toContain("include ':capacitor-browser'");
    expect(read('ios/App/Podfile')).toContain("pod 'CapacitorApp'");
    expect(read('ios/App/Podfile')).toContain("pod 'CapacitorBrowser'");
  });

  it('declares the return link app.grandfit://auth on Android and iOS', () => {
    const manifest = read('android/app/src/main/AndroidManifest.xml');
    expect(manifest).toContain(
      `<data android:scheme="@string/custom_url_scheme" android:host="${NATIVE_AUTH_HOST}" />`,
    );
    expect(manifest).toContain('<category android:name="android.intent.category.BROWSABLE" />');
    expect(read('android/app/src/main/res/values/strings.xml')).toContain(
      `<string name="custom_url_scheme">${NATIVE_APP_SCHEME}</string>`,
    );
    expect(read('ios/App/App/Info.plist')).toMatch(
      new RegExp(
        `<key>CFBundleURLSchemes</key>\\s*<array>\\s*<string>${NATIVE_APP_SCHEME}</string>`,
      ),
    );
  });

  it("points the shells at the server's origin when GRANDFIT_SERVER_URL is set", async () => {
    await sync({ GRANDFIT_SERVER_URL: 'https://grandfit.example' });
    const written = JSON.parse(read('android/app/src/main/assets/capacitor.config.json')) as {
      server?: { url?: string; cleartext?: boolean };
    };
    expect(written.server).toEqual({ url: 'https://grandfit.example', cleartext: false });
  });
});
