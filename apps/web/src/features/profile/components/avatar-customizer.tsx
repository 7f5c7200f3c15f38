import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import {
  AVATAR_COLORS,
  AVATAR_ICONS,
  avatarConfigSchema,
  type AvatarConfig,
  type AvatarConfigInput,
} from '@grandfit/shared/schemas/avatar.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/utils.ts';
import { UPDATE_AVATAR_ERROR, useUpdateAvatar } from '../api/update-avatar.ts';
import {
  AVATAR_COLOR_CLASSES,
  AVATAR_COLOR_LABELS,
  AVATAR_ICON_COMPONENTS,
  Avatar,
} from './avatar.tsx';

const TYPE_OPTIONS = [
  { value: 'initials', label: 'Initials' },
  { value: 'icon', label: 'Icon' },
] as const;

/** Initials are forced to uppercase and cut to 3 while typing (docs/product.md#avatar). */
export function normalizeInitials(value: string): string {
  return value.toUpperCase().slice(0, 3);
}

export function AvatarCustomizer({
  open,
  onOpenChange,
  initialConfig,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialConfig: AvatarConfig;
}) {
  const form = useForm<AvatarConfigInput, unknown, AvatarConfig>({
    resolver: zodResolver(avatarConfigSchema),
    defaultValues: initialConfig,
  });
  const values = useWatch({ control: form.control });
  const mutation = useUpdateAvatar({
    onSuccess: () => onOpenChange(false),
    onError: () => {
      toast({
        title: UPDATE_AVATAR_ERROR,
        description: 'Please try again.',
        variant: 'destructive',
      });
    },
  });

  const preview = {
    type: values.type ?? initialConfig.type,
    initials: values.initials || '?',
    icon: values.icon ?? initialConfig.icon,
    color: values.color ?? initialConfig.color,
  };
  const initialsError = form.formState.errors.initials?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Customize Avatar</DialogTitle>
          <DialogDescription>Pick initials or an icon, and a colour.</DialogDescription>
        </DialogHeader>

        <form
          noValidate
          onSubmit={form.handleSubmit((config) => mutation.mutate(config))}
          className="flex flex-col gap-6"
        >
          <div
            className="flex justify-center rounded-2xl bg-muted py-6"
            aria-label="Preview"
            role="img"
          >
            <Avatar config={preview} size="xl" className="shadow-lg ring-4 ring-surface" />
          </div>

          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <div
                role="radiogroup"
                aria-label="Avatar type"
                className="grid grid-cols-2 gap-1 rounded-full bg-muted p-1"
              >
                {TYPE_OPTIONS.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    role="radio"
                    aria-checked={field.value === option.value}
                    onClick={() => field.onChange(option.value)}
                    className={cn(
                      'min-h-11 rounded-full text-sm font-semibold transition-colors',
                      field.value === option.value
                        ? 'bg-surface text-foreground shadow-sm'
                        : 'text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {option.label}
                  </button>
                ))}
              </div>
            )}
          />

          {preview.type === 'initials' ? (
            <Controller
              control={form.control}
              name="initials"
              render={({ field }) => (
                <div className="flex flex-col gap-2">
                  <label htmlFor="avatar-initials" className="text-sm font-semibold">
                    Initials
                  </label>
                  <input
                    id="avatar-initials"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(normalizeInitials(event.target.value))}
                    maxLength={3}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    aria-invalid={initialsError ? true : undefined}
                    aria-describedby={initialsError ? 'avatar-initials-error' : undefined}
                    className="min-h-12 rounded-xl border border-border bg-surface px-4 text-lg font-semibold tracking-widest uppercase focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
                  />
                  {initialsError ? (
                    <p id="avatar-initials-error" className="text-sm text-destructive">
                      {initialsError}
                    </p>
                  ) : null}
                </div>
              )}
            />
          ) : (
            <Controller
              control={form.control}
              name="icon"
              render={({ field }) => (
                <fieldset>
                  <legend className="mb-2 text-sm font-semibold">Icon</legend>
                  <div className="grid grid-cols-6 gap-2">
                    {AVATAR_ICONS.map((name) => {
                      const Icon = AVATAR_ICON_COMPONENTS[name];
                      const selected = field.value === name;
                      return (
                        <button
                          key={name}
                          type="button"
                          aria-label={name}
                          aria-pressed={selected}
                          onClick={() => field.onChange(name)}
                          className={cn(
                            'flex aspect-square min-h-11 items-center justify-center rounded-xl border transition-colors',
                            selected
                              ? 'border-primary bg-emerald-50 text-primary'
                              : 'border-border text-muted-foreground hover:bg-muted',
                          )}
                        >
                          <Icon className="size-5" aria-hidden="true" />
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
              )}
            />
          )}

          <Controller
            control={form.control}
            name="color"
            render={({ field }) => (
              <fieldset>
                <legend className="mb-2 text-sm font-semibold">Colour</legend>
                <div className="grid grid-cols-8 gap-2">
                  {AVATAR_COLORS.map((color) => {
                    const selected = field.value === color;
                    return (
                      <button
                        key={color}
                        type="button"
                        aria-label={AVATAR_COLOR_LABELS[color]}
                        aria-pressed={selected}
                        onClick={() => field.onChange(color)}
                        className={cn(
                          'flex aspect-square min-h-9 items-center justify-center rounded-full text-white ring-offset-2 transition-shadow',
                          AVATAR_COLOR_CLASSES[color],
                          selected ? 'ring-2 ring-foreground' : 'hover:ring-2 hover:ring-border',
                        )}
                      >
                        {selected ? <Check className="size-4" aria-hidden="true" /> : null}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            )}
          />

          <DialogFooter className="mt-0">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
