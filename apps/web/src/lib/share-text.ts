import { toast } from '../components/ui/use-toast.ts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a text through the Web Share API where the browser has it (phones), else copies it to
 * the clipboard. Cancelling the share sheet is not a failure.
 */
export async function shareText(
  text: string,
  title: string,
  nav: Pick<Navigator, 'share' | 'clipboard'> = navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (e.g. an embedded view): the clipboard still works.
    }
  }
  try {
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Shares the text and says what became of it: copied, or the text itself to copy by hand. */
export async function shareAndTell(text: string, title: string): Promise<void> {
  const outcome = await shareText(text, title);
  if (outcome === 'copied') {
    toast({ title: 'Copied to clipboard', description: text });
  } else if (outcome === 'failed') {
    toast({
      variant: 'destructive',
      title: 'Couldn’t share',
      description: `Copy it yourself: ${text}`,
    });
  }
}
