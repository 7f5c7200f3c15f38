import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children (a lazy dialog) from the first time `open` is true on: the dialog's code
 * downloads when the user first asks for it, not with the screen, and once mounted it stays, so
 * what the user entered survives closing and opening it again (as when it was always mounted).
 */
export function MountedOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Derived from a prop during render (React's documented pattern): no extra commit.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
