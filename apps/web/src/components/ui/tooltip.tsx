import type { ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

// Tooltip timings of docs/product.md#toasts-and-tooltips (also Radix's defaults), written out so an
// upgrade cannot change them.
export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * Each tooltip brings its own provider (the shadcn/ui v4 pattern) instead of one at the app
 * root: Radix Tooltip pulls in floating-ui (~15 KB gzipped), which should only load with the
 * screens that actually show tooltips (JS budgets: docs/benchmarks.md).
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 rounded-lg bg-ink px-3 py-1.5 text-xs font-medium text-white shadow-lg"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipProvider>
  );
}
