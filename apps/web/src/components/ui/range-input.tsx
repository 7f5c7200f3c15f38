import type { CSSProperties, InputHTMLAttributes } from 'react';
import { cn } from '../../lib/utils.ts';

export interface RangeInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange'
> {
  value: number;
  min?: number;
  max?: number;
  onValueChange: (value: number) => void;
}

/**
 * The app's slider: a native range input with a filled track and a 24px thumb. Native rather than
 * Radix Slider: no script beyond React (Radix's was ~11 KB gzipped with its deps), the keyboard
 * and assistive technology of the platform, and no layout read while the screen mounts (Radix
 * measured its thumb in a layout effect, which forced the style of Profile's whole new cards
 * inside one long task: docs/benchmarks.md).
 */
export function RangeInput({
  value,
  min = 1,
  max = 10,
  onValueChange,
  className,
  style,
  ...props
}: RangeInputProps) {
  const fill = ((value - min) / (max - min)) * 100;
  return (
    <input
      type="range"
      value={value}
      min={min}
      max={max}
      onChange={(event) => onValueChange(Number(event.target.value))}
      style={{ '--fill': `${fill}%`, ...style } as CSSProperties}
      className={cn(
        'h-11 w-full cursor-pointer appearance-none bg-transparent focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
        // Track: filled up to the value, like the Radix range.
        '[&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-full',
        '[&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-primary)_var(--fill),var(--color-muted)_var(--fill))]',
        '[&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-muted',
        '[&::-moz-range-progress]:h-2 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-primary',
        // Thumb: 24px, white with the primary ring.
        '[&::-webkit-slider-thumb]:-mt-2 [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full',
        '[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-surface [&::-webkit-slider-thumb]:shadow-md',
        'focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-primary/25',
        '[&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-surface',
        className,
      )}
      {...props}
    />
  );
}
