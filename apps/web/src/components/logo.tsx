import { useId } from 'react';
import { cn } from '../lib/utils.ts';

/** The GrandFit mark: a heartbeat that climbs to a peak. public/favicon.svg is the same drawing. */
export function Logo({ className, title }: { className?: string; title?: string }) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('size-10 shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#34d399" />
          <stop offset="1" stopColor="#047857" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <polyline
        points="10,36 20,36 25,25 32,45 39,16 45,36 54,36"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="39" cy="16" r="4" fill="#c6f432" />
    </svg>
  );
}
