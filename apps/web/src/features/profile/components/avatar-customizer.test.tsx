import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AvatarCustomizer } from './avatar-customizer.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  const onOpenChange = vi.fn();
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <AvatarCustomizer
        open
        onOpenChange={onOpenChange}
        initialConfig={{ type: 'initials', initials: 'GF', icon: 'Dumbbell', color: 'blue' }}
      />
    </QueryClientProvider>,
  );
  return { fetchMock, onOpenChange, invalidate };
}

describe('AvatarCustomizer', () => {
  it('forces initials to uppercase and 3 characters, then saves and closes', async () => {
    const saved = { type: 'initials', initials: 'ABC', icon: 'Dumbbell', color: 'teal' };
    const { fetchMock, onOpenChange, invalidate } = setup(
      new Response(JSON.stringify({ avatarConfig: saved }), { status: 200 }),
    );
    expect(screen.getByRole('heading', { name: 'Customize Avatar' })).toBeTruthy();

    const input = screen.getByLabelText('Initials') as HTMLInputElement;
    expect(input.maxLength).toBe(3);
    fireEvent.change(input, { target: { value: 'abcd' } });
    expect(input.value).toBe('ABC');

    fireEvent.click(screen.getByRole('button', { name: 'Teal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/avatar');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(saved);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['/api/user/avatar'], ['/api/auth/user']]));
  });

  it('offers the six icons and eight colours', () => {
    setup(new Response('{}'));
    fireEvent.click(screen.getByRole('radio', { name: 'Icon' }));
    for (const icon of ['User', 'Dumbbell', 'Target', 'Heart', 'Trophy', 'Zap']) {
      expect(screen.getByRole('button', { name: icon })).toBeTruthy();
    }
    for (const color of ['Blue', 'Green', 'Purple', 'Orange', 'Red', 'Indigo', 'Pink', 'Teal']) {
      expect(screen.getByRole('button', { name: color })).toBeTruthy();
    }
  });

  it('stays open when the save fails', async () => {
    const { fetchMock, onOpenChange } = setup(new Response('nope', { status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
