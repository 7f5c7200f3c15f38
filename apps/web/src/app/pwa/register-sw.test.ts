import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPwaState, setPwaState } from './pwa-store.ts';
import { applyUpdate, registerServiceWorker } from './register-sw.ts';

/** A worker as the page sees it: its state, and the messages posted to it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
}

/** navigator.serviceWorker with a page controlled (or not) by an earlier worker. */
function fakeContainer(registration: FakeRegistration, controlled: boolean) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return container;
}

/** A new version's worker found and installing, as the browser reports it. */
function newWorkerFound(registration: FakeRegistration) {
  const worker = new FakeWorker();
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  return worker;
}

const reload = vi.fn();

beforeEach(() => {
  setPwaState({ updateReady: false });
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, reload },
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  reload.mockReset();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole app', async () => {
    const container = fakeContainer(new FakeRegistration(), false);
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers no update on a first install: nothing controlled the page before', async () => {
    const registration = new FakeRegistration();
    fakeContainer(registration, false);
    await registerServiceWorker();
    newWorkerFound(registration).becomes('installed');
    expect(getPwaState().updateReady).toBe(false);
  });

  it('offers the update when a new worker installs while another controls the page', async () => {
    const registration = new FakeRegistration();
    fakeContainer(registration, true);
    await registerServiceWorker();
    const worker = newWorkerFound(registration);
    expect(getPwaState().updateReady).toBe(false);
    worker.becomes('installed');
    expect(getPwaState().updateReady).toBe(true);
  });

  it('offers the update a worker installed on an earlier visit is waiting with', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    fakeContainer(registration, true);
    await registerServiceWorker();
    expect(getPwaState().updateReady).toBe(true);
  });

  it('only warns when registration fails', async () => {
    const container = fakeContainer(new FakeRegistration(), false);
    container.register.mockRejectedValueOnce(new Error('insecure'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await registerServiceWorker();
    expect(warn).toHaveBeenCalled();
    expect(getPwaState().updateReady).toBe(false);
  });
});

describe('applyUpdate', () => {
  it('asks the waiting worker to take over, and reloads once it controls the page', async () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    const container = fakeContainer(registration, true);
    await registerServiceWorker();
    applyUpdate();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when no worker is waiting', async () => {
    fakeContainer(new FakeRegistration(), true);
    await registerServiceWorker();
    applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
