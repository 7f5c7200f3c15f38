import { describe, expect, it, vi } from 'vitest';
import { shareText } from './share-text.ts';

describe('shareText', () => {
  const clipboard = () =>
    ({ writeText: vi.fn().mockResolvedValue(undefined) }) as unknown as Clipboard;

  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const nav = { share, clipboard: clipboard() };
    expect(await shareText('text', 'My victory', nav)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'My victory', text: 'text' });
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as cancelled', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    expect(await shareText('text', 'My victory', { share, clipboard: clipboard() })).toBe(
      'cancelled',
    );
  });

  it('copies the text without the Web Share API, or when sharing is refused', async () => {
    const nav = { share: undefined as unknown as Navigator['share'], clipboard: clipboard() };
    expect(await shareText('text', 'My victory', nav)).toBe('copied');
    expect(nav.clipboard.writeText).toHaveBeenCalledWith('text');
    const refused = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareText('text', 'My victory', { share: refused, clipboard: clipboard() })).toBe(
      'copied',
    );
  });

  it('fails when neither works', async () => {
    const broken = {
      writeText: vi.fn().mockRejectedValue(new Error('denied')),
    } as unknown as Clipboard;
    expect(
      await shareText('text', 'My victory', {
        share: undefined as unknown as Navigator['share'],
        clipboard: broken,
      }),
    ).toBe('failed');
  });
});
