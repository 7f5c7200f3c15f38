import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@grandfit/shared/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetPushDevice } from '../../../lib/push-device.ts';

export const ACCOUNT_URL = '/api/account';

/**
 * Deletes the account (the server removes its rows and files and ends its sessions), then leaves
 * nothing of it on this device, as a sign-out does, and opens the landing page.
 */
export async function deleteAccount(input: DeleteAccountRequest): Promise<void> {
  await apiRequest('DELETE', ACCOUNT_URL, input);
  await forgetPushDevice();
  const { dropOfflineCache } = await import('../../../lib/offline-cache/offline-cache.ts');
  await dropOfflineCache();
  window.location.assign('/');
}

export function useDeleteAccount() {
  // No retry: a second try after a network failure would only meet a deleted account.
  return useMutation({ mutationFn: deleteAccount, retry: false });
}
