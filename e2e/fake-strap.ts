export interface FakeStrap {
  name: string;
  bpm: number;
  /** The RR intervals each notification carries, in ms. */
  rrMs: number[];
  everyMs: number;
}

/**
 * A chest strap as Web Bluetooth shows it, for `page.addInitScript(fakeStrapScript, strap)`: a
 * Heart Rate Measurement notification every `everyMs` (flags 0x16: RR intervals present, skin
 * contact detected; a uint8 heart rate; the RR intervals in 1/1024 s). Its timer is the page's,
 * so page.clock moves it on with the rest of the page. Runs in the page: self-contained.
 */
export function fakeStrapScript(strap: FakeStrap) {
  const characteristic = Object.assign(new EventTarget(), {
    value: null as DataView | null,
    async startNotifications() {
      setInterval(() => {
        const bytes = [0x16, strap.bpm];
        for (const rr of strap.rrMs) {
          const raw = Math.round(rr * 1.024);
          bytes.push(raw & 0xff, raw >> 8);
        }
        characteristic.value = new DataView(new Uint8Array(bytes).buffer);
        characteristic.dispatchEvent(new Event('characteristicvaluechanged'));
      }, strap.everyMs);
      return characteristic;
    },
  });
  let connected = false;
  const gatt = {
    get connected() {
      return connected;
    },
    async connect() {
      connected = true;
      return gatt;
    },
    disconnect() {
      connected = false;
    },
    async getPrimaryService() {
      return { getCharacteristic: async () => characteristic };
    },
  };
  const device = Object.assign(new EventTarget(), { id: 'h10', name: strap.name, gatt });
  Object.defineProperty(navigator, 'bluetooth', {
    configurable: true,
    value: { requestDevice: async () => device },
  });
}
