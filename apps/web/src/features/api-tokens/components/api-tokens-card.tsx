import { useId, useState, type FormEvent } from 'react';
import { Copy, KeyRound, Plus } from 'lucide-react';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '@grandfit/shared/domain/api-tokens.ts';
import type { CreatedApiToken } from '@grandfit/shared/schemas/api-tokens.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDelete } from '../../../components/ui/delete-actions.tsx';
import { FormField, INPUT_CLASSES } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens.ts';
import { formatMediumDate } from '../../../lib/dates.ts';

const SCOPE_LABEL: Record<ApiTokenScope, string> = {
  read: 'Read only',
  'read-write': 'Read and write',
};

const day = (iso: string) => formatMediumDate(new Date(iso));

/**
 * Profile's personal API tokens (docs/decisions/040): create one, copy its secret (shown this once),
 * see when each was last used, revoke it.
 */
export function ApiTokensCard() {
  const ids = useId();
  const { data: tokens = [], isError, error } = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      setCreated(await create.mutateAsync({ name, scope }));
      setName('');
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: "Couldn't create the token",
        description: errorMessage(failure, 'Try again.'),
      });
    }
  }

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Token copied' });
    } catch {
      toast({ variant: 'destructive', title: "Couldn't copy: select the token and copy it" });
    }
  }

  async function confirmRevoke(id: string) {
    try {
      await revoke.mutateAsync(id);
      if (created?.token.id === id) setCreated(null);
      toast({ title: 'Token revoked' });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: "Couldn't revoke it",
        description: errorMessage(failure, 'Try again.'),
      });
    } finally {
      setRevoking(null);
    }
  }

  return (
    <Card role="region" className="grid gap-3 p-4 sm:p-5" aria-labelledby={`${ids}-title`}>
      <div>
        <h2 id={`${ids}-title`} className="text-lg font-bold tracking-tight">
          API tokens
        </h2>
        <p className="text-sm text-muted-foreground">
          Let your own scripts read (or write) your data, sent as <code>Authorization: Bearer</code>
          . See the{' '}
          <a className="underline" href="/api/docs" target="_blank" rel="noreferrer">
            API reference
          </a>
          .
        </p>
      </div>

      <form className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end" onSubmit={submit}>
        <FormField id={`${ids}-name`} label="Token name">
          <input
            id={`${ids}-name`}
            className={INPUT_CLASSES}
            value={name}
            maxLength={60}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField id={`${ids}-scope`} label="Access">
          <select
            id={`${ids}-scope`}
            className={INPUT_CLASSES}
            value={scope}
            onChange={(event) => setScope(event.target.value as ApiTokenScope)}
          >
            {API_TOKEN_SCOPES.map((value) => (
              <option key={value} value={value}>
                {SCOPE_LABEL[value]}
              </option>
            ))}
          </select>
        </FormField>
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          <Plus className="size-4" aria-hidden="true" />
          Create token
        </Button>
      </form>

      {created ? (
        <div
          role="status"
          className="grid gap-2 rounded-2xl border border-primary/40 bg-primary/5 p-3 text-sm"
        >
          <p className="font-semibold">
            Copy “{created.token.name}” now: it will not be shown again.
          </p>
          <div className="flex gap-2">
            <input
              aria-label="New token"
              readOnly
              className={`${INPUT_CLASSES} font-mono text-sm`}
              value={created.secret}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outline" onClick={() => void copy(created.secret)}>
              <Copy className="size-4" aria-hidden="true" />
              Copy
            </Button>
          </div>
          <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
            Done
          </Button>
        </div>
      ) : null}

      {isError ? <p className="text-sm text-destructive">{error.message}</p> : null}
      {tokens.length === 0 && !isError ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <KeyRound className="size-4" aria-hidden="true" />
          No tokens yet.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Your API tokens">
          {tokens.map((token) => (
            <li key={token.id} className="grid gap-2 rounded-2xl border border-border p-3">
              <div className="flex items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{token.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {SCOPE_LABEL[token.scope]} · created {day(token.createdAt)} ·{' '}
                    {token.lastUsedAt ? `last used ${day(token.lastUsedAt)}` : 'never used'}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive"
                  aria-label={`Revoke ${token.name}`}
                  onClick={() => setRevoking(token.id)}
                >
                  Revoke
                </Button>
              </div>
              {revoking === token.id ? (
                <ConfirmDelete
                  question={`Revoke “${token.name}”? Scripts using it stop at once.`}
                  deleteLabel="Revoke token"
                  deleting={revoke.isPending}
                  disabled={revoke.isPending}
                  onKeep={() => setRevoking(null)}
                  onDelete={() => void confirmRevoke(token.id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
