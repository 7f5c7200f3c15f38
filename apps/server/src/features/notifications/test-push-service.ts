import crypto from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

// http_ece (what web-push encrypts with) has no types; only its decrypt is used here.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: string },
  ): Buffer;
};

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
}

export interface ReceivedPush {
  device: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The VAPID JWT's claims, verified with the key in the Authorization header. */
  vapid: JWTPayload & { publicKey: string };
}

/**
 * A stand-in push service on loopback http: it decrypts each message with the device's private key
 * exactly as a browser would, and verifies the VAPID signature. `answer` sets a device's reply
 * status (e.g. 410 for an expired subscription).
 */
export async function startTestPushService() {
  const devices = new Map<string, TestDevice>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const failures: unknown[] = [];

  async function handle(request: http.IncomingMessage, body: Buffer): Promise<number> {
    const id = (request.url ?? '').replace(/^\/push\//, '');
    const device = devices.get(id);
    if (!device) return 404;
    const status = statuses.get(id) ?? 201;
    if (status >= 400) return status;
    const authorization = /^vapid t=([^,]+), k=(\S+)$/.exec(request.headers.authorization ?? '');
    if (!authorization?.[1] || !authorization[2]) throw new Error('missing VAPID authorization');
    const publicKey = authorization[2];
    const raw = Buffer.from(publicKey, 'base64url');
    const key = await importJWK({
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
      alg: 'ES256',
    });
    const { payload: claims } = await jwtVerify(authorization[1], key, { algorithms: ['ES256'] });
    const plaintext = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: device.ecdh,
      authSecret: device.keys.auth,
    });
    received.push({
      device: id,
      headers: request.headers,
      payload: JSON.parse(plaintext.toString('utf8')) as unknown,
      vapid: { ...claims, publicKey },
    });
    return status;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, Buffer.concat(chunks))
        .then((status) => response.writeHead(status).end())
        .catch((error: unknown) => {
          failures.push(error);
          response.writeHead(400).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    received,
    failures,
    /** A new subscribed device, as PushManager.subscribe() would create it. */
    device(): TestDevice {
      const id = crypto.randomUUID();
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const device: TestDevice = {
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: crypto.randomBytes(16).toString('base64url'),
        },
        ecdh,
      };
      devices.set(id, device);
      return device;
    },
    answer(device: TestDevice, status: number) {
      statuses.set(device.endpoint.split('/').pop() ?? '', status);
    },
    reset() {
      received.length = 0;
      failures.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;

/** The JSON a browser sends to POST /api/notifications/subscribe for `device`. */
export function subscriptionJson(device: TestDevice, timeZone?: string) {
  return {
    endpoint: device.endpoint,
    expirationTime: null,
    keys: device.keys,
    ...(timeZone ? { timeZone } : {}),
  };
}
