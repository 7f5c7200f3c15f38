import { useId } from 'react';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import {
  setThemePreference,
  THEME_PREFERENCES,
  useThemePreference,
  type ThemePreference,
} from '../../../lib/theme.ts';
import { cn } from '../../../lib/utils.ts';

const CHOICES: Record<ThemePreference, { label: string; icon: LucideIcon }> = {
  system: { label: 'System', icon: Monitor },
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
};

/**
 * Light, dark, or the phone's own setting (decision 060). Applies at once and stays on this
 * device; radios, so arrow keys move between the three.
 */
export function AppearanceCard() {
  const preference = useThemePreference();
  const name = useId();
  return (
    <Card className="p-4">
      <fieldset>
        <legend className="text-base font-semibold tracking-tight">Appearance</legend>
        <p className="text-sm text-muted-foreground">
          System follows your phone’s light or dark mode.
        </p>
        <div className="mt-3 grid grid-cols-3 gap-1 rounded-full bg-muted p-1">
          {THEME_PREFERENCES.map((choice) => {
            const { label, icon: Icon } = CHOICES[choice];
            const checked = preference === choice;
            return (
              <label
                key={choice}
                className={cn(
                  'flex min-h-10 cursor-pointer items-center justify-center gap-1.5 rounded-full text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  checked ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={choice}
                  checked={checked}
                  onChange={() => setThemePreference(choice)}
                  className="sr-only"
                />
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </label>
            );
          })}
        </div>
      </fieldset>
    </Card>
  );
}
