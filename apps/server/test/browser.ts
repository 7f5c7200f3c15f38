/**
 * A minimal browser for HTTP-level tests: a cookie jar and manual redirect following, so the
 * sign-in flow runs through the real provider exactly as a browser would drive it. Cookie paths
 * and domains are ignored: every test talks to one origin.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }

  /** Follows redirects like a navigation; stops at `stopAt` paths (SPA routes the test server does not serve). */
  async navigate(
    path: string,
    init: RequestInit = {},
    stopAt: RegExp = /^\/(auth-callback|$)/,
  ): Promise<{ response: Response; url: URL }> {
    let url = new URL(path, this.baseUrl);
    let response = await this.fetch(url.href, init);
    for (let hops = 0; hops < 20 && response.status >= 300 && response.status < 400; hops++) {
      url = new URL(response.headers.get('location') ?? '/', url);
      if (url.origin === new URL(this.baseUrl).origin && stopAt.test(url.pathname)) break;
      response = await this.fetch(url.href);
    }
    return { response, url };
  }

  submitForm(path: string, fields: Record<string, string>) {
    return this.navigate(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.baseUrl },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * An API call as the web client makes it: same-origin Origin header, and a JSON body or a raw
   * one (a file upload: a string, bytes or a stream, sent with `contentType`).
   */
  api(
    path: string,
    init: {
      method?: string;
      json?: unknown;
      body?: string | Uint8Array | Blob | ReadableStream<Uint8Array>;
      contentType?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { origin: this.baseUrl, ...init.headers };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    else if (init.body !== undefined) {
      headers['content-type'] = init.contentType ?? 'application/octet-stream';
    }
    const body = init.json === undefined ? init.body : JSON.stringify(init.json);
    return this.fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body,
      // fetch sends a stream body only in half-duplex mode.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  }
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

let accountCounter = 0;
export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  accountCounter += 1;
  return {
    name: 'Sam Carter',
    email: `sam.carter.${accountCounter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Starts sign-in at /api/login and returns the interaction page the provider showed. */
export async function openSignIn(
  browser: TestBrowser,
): Promise<{ uid: string; html: string; status: number }> {
  const { response, url } = await browser.navigate('/api/login');
  const match = /^\/oidc\/interaction\/([^/]+)$/.exec(url.pathname);
  if (!match?.[1])
    throw new Error(`expected the sign-in page, got ${url.href} (${response.status})`);
  return { uid: match[1], html: await response.text(), status: response.status };
}

/** Creates an account through the real sign-up page; returns where the browser ended up. */
export async function signUp(browser: TestBrowser, account: NewAccount = newAccount()) {
  const { uid } = await openSignIn(browser);
  const result = await browser.submitForm(`/oidc/interaction/${uid}/signup`, { ...account });
  return { ...result, account };
}

export async function signIn(browser: TestBrowser, email: string, password: string) {
  const { uid } = await openSignIn(browser);
  return browser.submitForm(`/oidc/interaction/${uid}/login`, { email, password });
}

/**
 * A browser signed in through the provider's pages: its own session at the provider, and an ID
 * token with the app's session (what sign-out and the account's provider rows are tested with).
 */
export async function signedInThroughProvider(baseUrl: string, account: NewAccount = newAccount()) {
  const browser = new TestBrowser(baseUrl);
  const { url } = await signUp(browser, account);
  if (url.pathname !== '/auth-callback' || url.searchParams.get('success') !== 'true') {
    throw new Error(`sign-up did not finish: ${url.href}`);
  }
  return { browser, account };
}

/**
 * A browser holding a fresh user's session: the account and session the provider's sign-up makes,
 * from the test server's account factory (POST /api/test/accounts, on in startTestServer) in one
 * request. The sign-in tests go through the provider's pages (signedInThroughProvider, signUp).
 */
export async function signedInBrowser(baseUrl: string, account: NewAccount = newAccount()) {
  const browser = new TestBrowser(baseUrl);
  const response = await browser.api('/api/test/accounts', { method: 'POST', json: account });
  if (response.status !== 201) {
    throw new Error(`account not made: ${response.status} ${await response.text()}`);
  }
  return { browser, account };
}

/**
 * Moves the signed-in user's journey start, for tests that pin dates to a known journey day (a
 * new account starts this week: decision 019).
 */
export async function setJourneyStart(browser: TestBrowser, journeyStartDate: string) {
  const settings = (await (await browser.api('/api/user/settings')).json()) as object;
  const response = await browser.api('/api/user/settings', {
    method: 'PUT',
    json: { ...settings, journeyStartDate },
  });
  if (response.status !== 200) throw new Error(`journey start not saved: ${response.status}`);
}

/** Finishes a session of the signed-in user's workout, now unless told when. */
export async function completeSession(
  browser: TestBrowser,
  workout: { id: string },
  sessionId: string,
  completedAt = new Date().toISOString(),
) {
  const response = await browser.api(`/api/workouts/${workout.id}/complete`, {
    method: 'POST',
    json: { sessionId, completedAt },
  });
  if (response.status !== 200) throw new Error(`session not completed: ${response.status}`);
}
