import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportLeapListInput,
  LeapEntry,
  LeapEntryInput,
  LeapImportResult,
} from '@grandfit/shared/schemas/nutrition.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LEAP_LIST_URL } from './get-leap-list.ts';
import { nutritionQueryKeyRoot } from '../../../lib/food/get-recent-meals.ts';

const entryUrl = (id: string) => `${LEAP_LIST_URL}/${encodeURIComponent(id)}`;

/** PUT /api/food/leap-list: adds foods, or changes the category of foods already listed. */
export async function addLeapEntries(entries: LeapEntryInput[]): Promise<LeapEntry[]> {
  const res = await apiRequest('PUT', LEAP_LIST_URL, { entries });
  return (await res.json()) as LeapEntry[];
}

/** PUT /api/food/leap-list/{id}: edits one food. */
export async function updateLeapEntry({
  id,
  entry,
}: {
  id: string;
  entry: LeapEntryInput;
}): Promise<LeapEntry> {
  const res = await apiRequest('PUT', entryUrl(id), entry);
  return (await res.json()) as LeapEntry;
}

/** DELETE /api/food/leap-list/{id}, with an empty JSON body: the CSRF guard wants the type. */
export async function deleteLeapEntry(id: string): Promise<void> {
  await apiRequest('DELETE', entryUrl(id), {});
}

/** POST /api/food/leap-list/import: the CSV text (food,category), merged or replacing the list. */
export async function importLeapList(input: ImportLeapListInput): Promise<LeapImportResult> {
  const res = await apiRequest('POST', `${LEAP_LIST_URL}/import`, input);
  return (await res.json()) as LeapImportResult;
}

/**
 * The LEAP list drives every category and score (meals, insights, search results), so a change
 * refreshes the whole nutrition family.
 */
function useLeapListMutation<TVariables, TData>(mutationFn: (v: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nutritionQueryKeyRoot }),
  });
}

export const useAddLeapEntries = () => useLeapListMutation(addLeapEntries);
export const useUpdateLeapEntry = () => useLeapListMutation(updateLeapEntry);
export const useDeleteLeapEntry = () => useLeapListMutation(deleteLeapEntry);
export const useImportLeapList = () => useLeapListMutation(importLeapList);
