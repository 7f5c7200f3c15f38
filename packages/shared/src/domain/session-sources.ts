/**
 * Where a session was logged: in GrandFit, or in the app it was imported from (decision 039).
 * Here rather than in the schemas, so the screens that name a source do not bring zod along.
 */
export const SESSION_SOURCES = ['grandfit', 'strong', 'hevy', 'liftosaur'] as const;
export type SessionSourceApp = (typeof SESSION_SOURCES)[number];

/** How the screens name where a session was logged (History, the exercise page). */
export const SESSION_SOURCE_LABELS: Readonly<Record<SessionSourceApp, string>> = {
  grandfit: 'GrandFit',
  strong: 'Strong',
  hevy: 'Hevy',
  liftosaur: 'Liftosaur',
};
