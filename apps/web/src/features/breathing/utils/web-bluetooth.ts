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
