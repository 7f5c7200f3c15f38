export type GateEntry =
  { admitted: true; leave: () => void } | { admitted: false; full: 'user' | 'instance' };

/**
 * Counts the uploads this instance is receiving, per user and in all, and admits one more only
 * under both caps. An upload to the directory store holds a file descriptor and a few 64 KB
 * buffers; one to S3 a connection and its current 5 MB part (about 20 MB of RSS each in the
 * uploads bench), so the instance cap bounds what uploads can take from the process.
 */
export function uploadGate(limits: { perUser: number; perInstance: number }) {
  const byUser = new Map<string, number>();
  let total = 0;
  return {
    enter(userId: string): GateEntry {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= limits.perUser) return { admitted: false, full: 'user' };
      if (total >= limits.perInstance) return { admitted: false, full: 'instance' };
      byUser.set(userId, mine + 1);
      total += 1;
      let left = false;
      return {
        admitted: true,
        leave: () => {
          if (left) return;
          left = true;
          total -= 1;
          const remaining = (byUser.get(userId) ?? 1) - 1;
          if (remaining === 0) byUser.delete(userId);
          else byUser.set(userId, remaining);
        },
      };
    },
    /** Uploads being received now, for tests and the bench. */
    get active() {
      return total;
    },
  };
}

export type UploadGate = ReturnType<typeof uploadGate>;
