/*
 * The few Web Bluetooth types the strap needs (TypeScript's DOM library has none; the spec is
 * https://webbluetoothcg.github.io/web-bluetooth/). Only what heart-rate-strap.ts calls.
 */

export interface BluetoothCharacteristic extends EventTarget {
  readonly value?: DataView | null;
  startNotifications(): Promise<BluetoothCharacteristic>;
  stopNotifications?(): Promise<BluetoothCharacteristic>;
}

export interface BluetoothService {
  getCharacteristic(characteristic: string | number): Promise<BluetoothCharacteristic>;
}

export interface BluetoothGattServer {
  readonly connected: boolean;
  connect(): Promise<BluetoothGattServer>;
  disconnect(): void;
  getPrimaryService(service: string | number): Promise<BluetoothService>;
}

export interface BluetoothDevice extends EventTarget {
  readonly id: string;
  readonly name?: string | null;
  readonly gatt?: BluetoothGattServer | null;
}

export interface Bluetooth {
  requestDevice(options: {
    filters: { services?: (string | number)[]; namePrefix?: string }[];
    optionalServices?: (string | number)[];
  }): Promise<BluetoothDevice>;
}

/** navigator.bluetooth where the browser has it (Chromium on desktop and Android, over https). */
export function webBluetooth(): Bluetooth | null {
  if (typeof navigator === 'undefined') return null;
  const bluetooth = (navigator as Navigator & { bluetooth?: Bluetooth }).bluetooth;
  return bluetooth ?? null;
}

export const NO_WEB_BLUETOOTH =
  'This browser has no Web Bluetooth: use Chrome or Edge on Android or a computer.';
export const WEB_BLUETOOTH_NEEDS_HTTPS =
  'Bluetooth needs a secure connection: open GrandFit over https to connect a strap.';

/**
 * Why no strap can connect here, or null when one can. Chromium hides navigator.bluetooth on a
 * page that is not a secure context (plain http on a LAN address, say), so the fix there is the
 * address, not the browser; Safari and Firefox have no Web Bluetooth at all.
 */
export function webBluetoothUnavailableReason(
  bluetooth: Bluetooth | null = webBluetooth(),
  secureContext: boolean = typeof window === 'undefined' || window.isSecureContext !== false,
): string | null {
  if (bluetooth) return null;
  return secureContext ? NO_WEB_BLUETOOTH : WEB_BLUETOOTH_NEEDS_HTTPS;
}
