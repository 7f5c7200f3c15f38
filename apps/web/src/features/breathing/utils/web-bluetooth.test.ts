import { describe, expect, it } from 'vitest';
import {
  NO_WEB_BLUETOOTH,
  WEB_BLUETOOTH_NEEDS_HTTPS,
  webBluetoothUnavailableReason,
  type Bluetooth,
} from './web-bluetooth.ts';

const bluetooth: Bluetooth = { requestDevice: () => Promise.reject(new Error('not used')) };

describe('webBluetoothUnavailableReason', () => {
  it('has no reason where Web Bluetooth exists', () => {
    expect(webBluetoothUnavailableReason(bluetooth, true)).toBeNull();
  });

  it('names the browser on a secure page without it', () => {
    expect(webBluetoothUnavailableReason(null, true)).toBe(NO_WEB_BLUETOOTH);
  });

  it('names the address on a plain-http page, where Chromium hides it', () => {
    expect(webBluetoothUnavailableReason(null, false)).toBe(WEB_BLUETOOTH_NEEDS_HTTPS);
  });
});
