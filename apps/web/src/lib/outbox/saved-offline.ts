/** What a toast says under its title when the write was kept in the outbox rather than sent. */
export const SAVED_OFFLINE = "Saved on this device. It syncs when you're back online.";
