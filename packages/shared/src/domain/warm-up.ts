/**
 * A warm-up (decision 051): logged and shown beside the working sets, never a set of the plan and
 * never counted. A set without a type (kept from before types) is a working set.
 */
export const isWarmUp = (set: { setType?: string }) => set.setType === 'warmup';
