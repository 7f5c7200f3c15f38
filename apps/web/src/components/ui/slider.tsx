import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils.ts';

export interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** The id of the visible label; the thumb (role slider) is named by it. */
  labelledBy: string;
  /** Read out instead of the bare number, e.g. '7 out of 10'. */
  valueText?: string;
  disabled?: boolean;
  className?: string;
}

/** A single-thumb Radix slider with a 44px-tall touch area around a slim track. */
export function Slider({
  value,
  onValueChange,
  min = 1,
  max = 10,
  step = 1,
  labelledBy,
  valueText,
  disabled,
  className,
}: SliderProps) {
  return (
    <SliderPrimitive.Root
      value={[value]}
      onValueChange={([next]) => {
        if (next !== undefined) onValueChange(next);
      }}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      className={cn(
        'relative flex h-11 w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-labelledby={labelledBy}
        aria-valuetext={valueText}
        className="block size-6 rounded-full border-2 border-primary bg-surface shadow-md transition-shadow hover:ring-4 hover:ring-primary/15 focus-visible:ring-4 focus-visible:ring-primary/25 focus-visible:outline-none"
      />
    </SliderPrimitive.Root>
  );
}
