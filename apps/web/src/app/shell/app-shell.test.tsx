import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppShell, type ShellHandle } from './app-shell.tsx';
import { OFFLINE_TEXT, OnlineStatusBanner } from './online-status-banner.tsx';

// The shell's layout only: its header, rail, prompts and prefetch have their own tests.
vi.mock('./header.tsx', () => ({ Header: () => <header>App header</header> }));
vi.mock('./side-rail.tsx', () => ({ SideRail: () => null }));
vi.mock('./bottom-nav.tsx', () => ({ BottomNav: () => <nav aria-label="Main" /> }));
vi.mock('../pwa/pwa-dialogs.tsx', () => ({ InstallPrompt: () => null }));
vi.mock('../../features/notifications/components/notification-prompt.tsx', () => ({
  NotificationPrompt: () => null,
}));
vi.mock('../use-offline-prefetch.ts', () => ({ useOfflinePrefetch: () => {} }));

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(() => setOnLine(false));
afterEach(() => setOnLine(true));

/** The shell at `path`, as boot.tsx draws it: the floating banner beside the router. */
function renderShell(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          {
            path: '/',
            handle: { title: 'Today' } satisfies ShellHandle,
            element: <h1>Today</h1>,
          },
          {
            path: '/workout/:id',
            handle: { back: '/', focus: true } satisfies ShellHandle,
            element: (
              <section aria-label="Workout progress">
                <a href="/">Close workout</a>
                <button type="button">Finish</button>
              </section>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <OnlineStatusBanner />
    </>,
  );
  return screen.getByRole('main');
}

const floating = () => document.querySelector('[data-placement="floating"]')!;

describe('the offline banner in the shell', () => {
  it('on the workout under way, takes its own place above the page instead of floating over it', async () => {
    const main = renderShell('/workout/w1');
    const header = await screen.findByRole('region', { name: 'Workout progress' });
    const inFlow = main.firstElementChild!;
    expect(inFlow.getAttribute('data-placement')).toBe('in-flow');
    expect(inFlow.getAttribute('role')).toBe('status');
    expect(inFlow.textContent).toBe(OFFLINE_TEXT);
    // Not positioned: it pushes the workout's header down, so it covers none of its controls.
    const text = inFlow.firstElementChild!;
    expect(`${inFlow.className} ${text.className}`).not.toMatch(/\b(fixed|absolute|sticky)\b/);
    expect(text.className).not.toContain('pointer-events-none');
    expect(inFlow.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The shell marks the screen, which hides the floating banner there (index.css).
    expect(document.querySelector('[data-focus-screen]')).not.toBeNull();
    expect(floating().className).toContain('focus-screen:hidden');
    expect(floating().className).not.toMatch(/focus-screen:(top|pointer-events)/);
  });

  it('on other pages, floats at the bottom and the page ends below it', async () => {
    const main = renderShell('/');
    await screen.findByRole('heading', { name: 'Today' });
    expect(document.querySelector('[data-placement="in-flow"]')).toBeNull();
    expect(document.querySelector('[data-focus-screen]')).toBeNull();
    expect(floating().textContent).toBe(OFFLINE_TEXT);
    expect(floating().className).toContain('fixed');
    // The page's end scrolls clear of the banner, as of the bottom navigation.
    expect(main.className).toContain(
      'pb-[calc(6rem+env(safe-area-inset-bottom)+var(--online-banner-clearance,0px))]',
    );
    expect(main.className).toContain('lg:pb-[calc(3rem+var(--online-banner-clearance,0px))]');
  });
});
