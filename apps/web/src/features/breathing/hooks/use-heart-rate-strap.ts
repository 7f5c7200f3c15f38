import { useCallback, useEffect, useRef, useState } from 'react';
import {
  parseHeartRateMeasurement,
  rollingHrv,
  type SensorContact,
} from '@grandfit/shared/domain/breathing/hrv.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import {
  webBluetooth,
  webBluetoothUnavailableReason,
  type BluetoothCharacteristic,
} from '../utils/web-bluetooth.ts';

/** Beats kept: a little over the 60-s RMSSD window even at 200 bpm. */
const MAX_BEATS = 240;

export type StrapStatus = 'disconnected' | 'connecting' | 'connected';

export interface StrapReading {
  heartRate: number | null;
  /** RMSSD of the last 60 s of beats, once there are enough and artefacts are at most 5 % (hrv.ts). */
  rmssd: number | null;
  /** Percent of those beats that were artefacts (corrected or left out); null before any beat. */
  artefactPercent: number | null;
  /** The window had more than 5 % artefacts: no RMSSD is given (decision 032). */
  refused: boolean;
  contact: SensorContact | null;
}

export interface HeartRateStrap extends StrapReading {
  /** Web Bluetooth exists in this browser. */
  supported: boolean;
  /** Why it does not, for the user; null when it does. */
  unsupportedReason: string | null;
  status: StrapStatus;
  deviceName: string | null;
  connect: () => Promise<void>;
  disconnect: () => void;
}

const NO_READING: StrapReading = {
  heartRate: null,
  rmssd: null,
  artefactPercent: null,
  refused: false,
  contact: null,
};

/**
 * A chest strap over Web Bluetooth (docs/product.md#chest-strap): the Heart Rate service (0x180D),
 * notifications of its Heart Rate Measurement (0x2A37), RR intervals into a rolling RMSSD. Any
 * strap with the standard service works, though the screen names the Polar H10
 * (docs/product.md#breathing-screen).
 */
export function useHeartRateStrap(
  options: {
    /**
     * Every heart-rate notification with when it arrived (the cardio session's samples,
     * decision 033): a reading equal to the last one is still a sample, which state alone hides.
     */
    onHeartRate?: (bpm: number, atMs: number) => void;
  } = {},
): HeartRateStrap {
  const onHeartRate = useRef(options.onHeartRate);
  useEffect(() => {
    onHeartRate.current = options.onHeartRate;
  });
  const [unsupportedReason] = useState(() => webBluetoothUnavailableReason());
  const supported = unsupportedReason === null;
  const [status, setStatus] = useState<StrapStatus>('disconnected');
  const [deviceName, setDeviceName] = useState<string | null>(null);
  const [reading, setReading] = useState<StrapReading>(NO_READING);
  const beats = useRef<number[]>([]);
  /** Removes the listeners and lets go of the device; null when nothing is connected. */
  const teardown = useRef<(() => void) | null>(null);

  const reset = useCallback(() => {
    const release = teardown.current;
    teardown.current = null;
    release?.();
    beats.current = [];
    setStatus('disconnected');
    setReading(NO_READING);
  }, []);

  const connect = useCallback(async () => {
    reset();
    setStatus('connecting');
    try {
      const bluetooth = webBluetooth();
      if (!bluetooth) throw new Error('Web Bluetooth is not available');
      const device = await bluetooth.requestDevice({ filters: [{ services: ['heart_rate'] }] });
      const server = await device.gatt?.connect();
      if (!server) throw new Error('The device has no GATT server');
      const service = await server.getPrimaryService('heart_rate');
      const characteristic = await service.getCharacteristic('heart_rate_measurement');

      const onMeasurement = (event: Event) => {
        const value = (event.target as BluetoothCharacteristic).value;
        if (!value) return;
        let measurement;
        try {
          measurement = parseHeartRateMeasurement(value);
        } catch {
          return; // A malformed packet is dropped, like an artefact.
        }
        if (measurement.sensorContact !== 'not-detected') {
          onHeartRate.current?.(measurement.heartRate, Date.now());
        }
        const next = [...beats.current, ...measurement.rrIntervalsMs];
        beats.current = next.length > MAX_BEATS ? next.slice(-MAX_BEATS) : next;
        const hrv = rollingHrv(beats.current);
        setReading({
          heartRate: measurement.heartRate,
          rmssd: hrv.rmssd,
          artefactPercent: hrv.artefactPercent,
          refused: hrv.refused,
          contact: measurement.sensorContact,
        });
      };
      // Out of range, strap taken off, battery: the card shows Disconnected again.
      const onDisconnected = () => reset();
      characteristic.addEventListener('characteristicvaluechanged', onMeasurement);
      device.addEventListener('gattserverdisconnected', onDisconnected);
      teardown.current = () => {
        characteristic.removeEventListener('characteristicvaluechanged', onMeasurement);
        device.removeEventListener('gattserverdisconnected', onDisconnected);
        if (device.gatt?.connected) device.gatt.disconnect();
      };
      await characteristic.startNotifications();
      setDeviceName(device.name ?? null);
      setStatus('connected');
      toast({
        title: 'Polar H10 Connected',
        description: 'Real-time HRV data will be displayed during sessions',
      });
    } catch {
      reset();
      toast({
        title: 'Connection Failed',
        description: 'Unable to connect to Polar H10. Using manual tracking.',
        variant: 'destructive',
      });
    }
  }, [reset]);

  // Leaving the screen lets go of the strap.
  useEffect(() => () => teardown.current?.(), []);

  return {
    supported,
    unsupportedReason,
    status,
    deviceName,
    ...reading,
    connect,
    disconnect: reset,
  };
}
