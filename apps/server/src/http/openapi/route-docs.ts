/**
 * The API reference's words for every /api route, keyed by "METHOD /path" as Fastify registers it:
 * a summary, the area's tag, and the error answers a route gives beyond those openapi.ts derives
 * from the route itself (400 for input, 401 and 429 for signed-in routes, 403 for writes, 404 for a
 * named resource, 413 and 415 for bodies). Kept here, not in the routes' `schema.response`, because
 * the runtime serializer would then validate error bodies too (docs/decisions/040). A route missing
 * here fails openapi.test.ts.
 */
export const TAGS = {
  session: 'Session',
  account: 'Account',
  tokens: 'API tokens',
  profile: 'Profile',
  export: 'Export',
  health: 'Health data',
  recovery: 'Recovery',
  imports: 'Imports',
  training: 'Training',
  coach: 'Coach',
  customExercises: 'Custom exercises',
  routines: 'Routines',
  method: 'Method',
  video: 'Video analysis',
  progress: 'Progress',
  history: 'History',
  goals: 'Goals',
  breathing: 'Breathing',
  nutrition: 'Nutrition',
  notifications: 'Notifications',
  healthPlatform: 'Health platform',
} as const;
export type Tag = (typeof TAGS)[keyof typeof TAGS];

export interface RouteDoc {
  summary: string;
  tag: Tag;
  description?: string;
  /** Answers this route gives besides the derived ones, by status. */
  errors?: Record<number, string>;
  /** A request body example, for a route whose example is not in request-examples.ts. */
  example?: unknown;
}

const t = TAGS;

export const routeDocs: Record<string, RouteDoc> = {
  'GET /api/login': {
    summary: 'Start signing in (browser redirect to the identity provider)',
    tag: t.session,
  },
  'GET /api/callback': {
    summary: 'Finish signing in (the identity provider redirects here)',
    tag: t.session,
  },
  'GET /api/native/login': {
    summary: "Start the native app's sign-in in the system browser",
    tag: t.session,
    description:
      'Query `challenge`: the S256 challenge of a PKCE verifier only the app holds. After the ' +
      "usual sign-in, the browser is sent to the app's link with a one-time code " +
      '(docs/decisions/041-native-shells.md).',
    errors: { 400: 'No valid challenge' },
  },
  'POST /api/native/exchange': {
    summary: "Redeem the native app's one-time sign-in code for a session",
    tag: t.session,
    description:
      'Body `{ code, verifier }`: the code from the deep link and the verifier whose challenge ' +
      'began the sign-in. Answers 204 and sets the session cookie; a code works once, within a ' +
      'minute.',
    errors: { 400: 'Malformed, expired, already used, or a verifier that does not match' },
    example: {
      code: 'Zk9xT3dKb2hQY2VhR1l0cW5uUjV4VjZtQ2J0a1ZzZ3M',
      verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXkdBjftJeZ4CVP-mB92K27uhbUJU1p1r',
    },
  },
  'GET /api/logout': { summary: 'Sign-out confirmation page', tag: t.session },
  'POST /api/logout': { summary: 'Sign out this browser', tag: t.session },
  'GET /api/auth/user': { summary: 'The signed-in user', tag: t.session },

  'DELETE /api/account': {
    summary: 'Delete the account and all of its data',
    tag: t.account,
    description: 'Needs a browser session: API tokens get 403.',
    errors: { 403: 'Wrong password, a session too old to confirm, or an API token' },
    example: { password: 'correct horse battery staple' },
  },
  'GET /api/tokens': {
    summary: 'List your personal API tokens',
    tag: t.tokens,
    description: 'Needs a browser session: API tokens get 403.',
  },
  'POST /api/tokens': {
    summary: 'Create a personal API token (its secret is shown once)',
    tag: t.tokens,
    description: 'Needs a browser session: API tokens get 403.',
    errors: { 409: 'The user holds the most tokens allowed already' },
    example: { name: 'Home dashboard', scope: 'read' },
  },
  'DELETE /api/tokens/:id': {
    summary: 'Revoke a personal API token',
    tag: t.tokens,
    description: 'Needs a browser session: API tokens get 403.',
  },

  'GET /api/user/avatar': { summary: 'Your avatar', tag: t.profile },
  'POST /api/user/avatar': { summary: 'Save your avatar', tag: t.profile },
  'GET /api/user/settings': { summary: 'Your settings', tag: t.profile },
  'PUT /api/user/settings': { summary: 'Save your settings', tag: t.profile },
  'POST /api/user/onboarding': {
    summary: 'Finish or skip the first-run onboarding',
    tag: t.profile,
  },

  'GET /api/user/export.json': { summary: 'Export all your data as JSON', tag: t.export },
  'GET /api/user/export/health.csv': { summary: 'Export health data as CSV', tag: t.export },
  'GET /api/user/export/training.csv': { summary: 'Export training sets as CSV', tag: t.export },
  'GET /api/user/export/readiness.csv': {
    summary: 'Export readiness check-ins as CSV',
    tag: t.export,
  },
  'GET /api/user/export/strong.csv': {
    summary: 'Export training in the Strong app CSV format',
    tag: t.export,
  },

  'POST /api/health/manual-entry': { summary: 'Log a day of health figures', tag: t.health },
  'GET /api/health/manual-entries': { summary: 'List manual health entries', tag: t.health },
  'PUT /api/health/manual-entries/:id': { summary: 'Edit a manual health entry', tag: t.health },
  'DELETE /api/health/manual-entries/:id': {
    summary: 'Delete a manual health entry',
    tag: t.health,
  },
  'GET /api/health/latest': { summary: 'Latest health figures', tag: t.health },
  'GET /api/body-weight': {
    summary: 'Your weigh-ins over a range',
    tag: t.health,
    description:
      "Progress's range (`date`, `months`) and the weigh-ins from six days before it, for whole 7-day averages.",
  },
  'PUT /api/body-weight/:date': {
    summary: "Log the day's weigh-in",
    tag: t.health,
    description:
      "Replaces the day's weigh-in; the newest weigh-in becomes the body weight of your settings.",
  },
  'DELETE /api/body-weight/:date': {
    summary: "Delete the day's weigh-in",
    tag: t.health,
    description: 'Deleting a day without a weigh-in changes nothing.',
  },
  'GET /api/body-measurements': {
    summary: 'Your waist or body-fat readings over a range',
    tag: t.health,
    description:
      "One `kind` (`waist` in cm, `body-fat` in %) over Progress's range (`date`, `months`).",
  },
  'PUT /api/body-measurements/:kind/:date': {
    summary: "Log the day's waist or body fat",
    tag: t.health,
    description: "Replaces the kind's reading of the day: waist 40-250 cm, body fat 2-75 %.",
  },
  'DELETE /api/body-measurements/:kind/:date': {
    summary: "Delete the day's waist or body-fat reading",
    tag: t.health,
    description: 'Deleting a day without a reading changes nothing.',
  },
  'GET /api/health/imports': { summary: 'List Apple Health imports', tag: t.health },

  'GET /api/recovery/readiness': { summary: "A day's readiness", tag: t.recovery },
  'POST /api/recovery/readiness': { summary: 'Record a readiness check-in', tag: t.recovery },

  'POST /api/health/import/apple-health': {
    summary: 'Import an Apple Health export (export.zip or export.xml)',
    tag: t.imports,
    errors: {
      413: 'The file, or what it inflates to, is too large',
      415: 'Not an Apple Health export',
      422: 'The export cannot be read',
    },
  },
  'POST /api/imports/workouts/preview': {
    summary: 'Upload a training log CSV and preview its import',
    tag: t.imports,
    errors: { 413: 'The file is too large', 415: 'Not a CSV file' },
  },
  'POST /api/imports/workouts/:uploadId': {
    summary: 'Import a previewed training log',
    tag: t.imports,
    errors: { 413: 'The staged file is too large' },
    example: { mapping: {} },
  },

  'GET /api/workouts/today': { summary: "Today's workout", tag: t.training },
  'GET /api/workouts': { summary: "The week's workouts", tag: t.training },
  'GET /api/workouts/:id': { summary: 'A workout', tag: t.training },
  'POST /api/workouts/free': {
    summary: 'Start a workout of your own, outside the programme',
    tag: t.training,
    errors: {
      404: 'An exercise of neither the library nor your own',
      409: 'The workout id is already in use',
    },
  },
  'GET /api/workouts/:id/sets': { summary: "A workout's logged sets", tag: t.training },
  'POST /api/workouts/:id/sets': {
    summary: 'Log a set',
    tag: t.training,
    errors: { 409: 'The set or its session belongs to another workout' },
  },
  'POST /api/workouts/:id/swaps': { summary: 'Swap an exercise of a workout', tag: t.training },
  'DELETE /api/workouts/:id/swaps/:fromExerciseId': { summary: 'Undo a swap', tag: t.training },
  'POST /api/workouts/:id/complete': {
    summary: 'Complete a workout session',
    tag: t.training,
    errors: { 409: 'The session belongs to another workout' },
  },

  'GET /api/ai/exercise-recommendation/:exerciseId': {
    summary: "An exercise's next target",
    tag: t.coach,
  },
  'GET /api/ai/progression-recommendation/:exerciseId': {
    summary: "An exercise's progression advice",
    tag: t.coach,
  },
  'GET /api/ai/movement-cues/:exerciseId/execution': {
    summary: "An exercise's movement cues",
    tag: t.coach,
  },
  'GET /api/ai/form-analysis/:exerciseId': {
    summary: "An exercise's latest form analysis",
    tag: t.coach,
  },

  'GET /api/custom-exercises': { summary: 'List your custom exercises', tag: t.customExercises },
  'POST /api/custom-exercises': {
    summary: 'Create a custom exercise',
    tag: t.customExercises,
    errors: { 409: 'You have an exercise of that name already' },
  },
  'PATCH /api/custom-exercises/:id': {
    summary: 'Edit a custom exercise',
    tag: t.customExercises,
    errors: { 409: 'You have an exercise of that name already' },
  },
  'DELETE /api/custom-exercises/:id': {
    summary: 'Delete a custom exercise',
    tag: t.customExercises,
    errors: { 409: 'The exercise is still in use' },
  },

  'GET /api/routines': { summary: 'List your routines', tag: t.routines },
  'PUT /api/routines/:id': {
    summary: 'Save a routine (made or replaced)',
    tag: t.routines,
    errors: {
      404: 'An exercise of neither the library nor your own',
      409: 'The routine id is in use, or you keep the most routines already',
    },
  },
  'DELETE /api/routines/:id': { summary: 'Delete a routine', tag: t.routines },

  'GET /api/method/overview': { summary: 'The method overview', tag: t.method },
  'GET /api/method/photos': { summary: 'List progress photos', tag: t.method },
  'POST /api/method/photos': {
    summary: 'Upload a progress photo (JPEG, PNG or WebP)',
    tag: t.method,
    errors: { 413: 'The photo is too large', 415: 'Not a JPEG, PNG or WebP image' },
  },
  'GET /api/method/photos/:id': { summary: 'A progress photo', tag: t.method },
  'DELETE /api/method/photos/:id': { summary: 'Delete a progress photo', tag: t.method },

  'POST /api/videos/upload': {
    summary: 'Upload an exercise video',
    tag: t.video,
    errors: { 413: 'The video is too large', 415: 'Not an MP4, QuickTime or WebM video' },
  },
  'GET /api/videos/:id': { summary: 'An exercise video', tag: t.video },
  'DELETE /api/videos/:id': { summary: 'Delete an exercise video', tag: t.video },
  'POST /api/ai/video-analysis': { summary: "Save a video's form analysis", tag: t.video },

  'GET /api/progress/overview': { summary: 'The progress overview', tag: t.progress },
  'GET /api/exercises/:exerciseId': {
    summary: "An exercise's details and history",
    tag: t.progress,
  },
  'GET /api/exercises/:exerciseId/last-session': {
    summary: 'An exercise the last time you lifted it',
    tag: t.training,
    description:
      'The working sets of the newest session with the exercise, other than `exclude` (the session under way).',
    errors: { 404: 'An exercise of neither the library nor your own' },
  },
  'GET /api/records/last-time': { summary: 'What you lifted last time', tag: t.progress },
  'GET /api/ai/performance-metrics': { summary: 'Performance metrics', tag: t.progress },
  'GET /api/ai/predictive-insights': { summary: 'Predictive insights', tag: t.progress },
  'GET /api/ai/training-phase-analysis': { summary: 'Training phase analysis', tag: t.progress },

  'GET /api/history': { summary: 'Training history', tag: t.history },
  'GET /api/history/unfinished': { summary: 'Workouts left unfinished', tag: t.history },
  'GET /api/history/calendar': {
    summary: 'Your workouts on a month’s calendar',
    tag: t.history,
    description:
      'The completed workouts that started in `month` (YYYY-MM) in your time zone `tz`, by day.',
  },
  'GET /api/exercise-notes': { summary: 'Your notes on your exercises', tag: t.training },
  'PUT /api/exercise-notes/:exerciseId': {
    summary: 'Keep a note on an exercise',
    tag: t.training,
    description: 'Replaces the last note on the exercise; an empty note clears it.',
    errors: { 404: 'An exercise of neither the library nor your own' },
  },
  'GET /api/exercise-rests': { summary: 'Your rest for your exercises', tag: t.training },
  'PUT /api/exercise-rests/:exerciseId': {
    summary: 'Keep your rest for an exercise',
    tag: t.training,
    description:
      "Replaces the plan's rest between sets of the exercise in every workout; null goes back to the plan's.",
    errors: { 404: 'An exercise of neither the library nor your own' },
  },
  'GET /api/history/sessions/:id': { summary: 'A past session', tag: t.history },
  'PATCH /api/history/sessions/:id': { summary: 'Correct a past session', tag: t.history },
  'DELETE /api/history/sessions/:id': { summary: 'Delete a past session', tag: t.history },
  'PATCH /api/sets/:clientId': { summary: 'Correct a logged set', tag: t.history },
  'DELETE /api/sets/:clientId': { summary: 'Delete a logged set', tag: t.history },

  'GET /api/goals/centenarian': { summary: 'Your centenarian goals', tag: t.goals },
  'PUT /api/goals/centenarian': {
    summary: 'Save your centenarian goals',
    tag: t.goals,
    description: 'The whole decathlon in its new order: goals named by id are kept, others added.',
    errors: { 404: 'A goal to keep is not yours' },
    example: {
      goals: Array.from({ length: 10 }, (_, index) => ({
        activityName: `Event ${index + 1}`,
        testDescription: 'What I test each quarter',
        targetAbility: 'What I want to manage at 100',
      })),
    },
  },
  'POST /api/goals/quarterly-test': {
    summary: 'Record a quarterly test',
    tag: t.goals,
    errors: { 404: 'No such goal', 409: 'The test was recorded for another goal' },
  },
  'PUT /api/goals/:id': { summary: 'Edit a goal', tag: t.goals },
  'GET /api/goals/:id/tests': { summary: "A goal's quarterly tests", tag: t.goals },

  'POST /api/breathing/sessions': { summary: 'Log a breathing session', tag: t.breathing },
  'GET /api/breathing/sessions': { summary: 'List breathing sessions', tag: t.breathing },

  'GET /api/food/search': { summary: 'Search the food table', tag: t.nutrition },
  'GET /api/food/capabilities': {
    summary: 'What the food features can do on this server',
    tag: t.nutrition,
  },
  'POST /api/food/identify-voice': {
    summary: 'Identify foods from a spoken description',
    tag: t.nutrition,
  },
  'POST /api/food/identify-photo': {
    summary: 'Identify foods in a photo',
    tag: t.nutrition,
    example: { imageBase64: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==' },
    errors: { 502: 'The AI provider failed', 503: 'No AI provider is configured' },
  },
  'POST /api/food/log-meal': { summary: 'Log a meal', tag: t.nutrition },
  'PUT /api/food/meals/:id': { summary: 'Edit a meal', tag: t.nutrition },
  'DELETE /api/food/meals/:id': { summary: 'Delete a meal', tag: t.nutrition },
  'GET /api/food/recent-meals': { summary: 'Recent meals', tag: t.nutrition },
  'GET /api/food/insights': { summary: 'Food insights', tag: t.nutrition },
  'GET /api/food/leap-compliance': { summary: 'LEAP list compliance', tag: t.nutrition },
  'POST /api/food/symptoms': { summary: 'Log a symptom', tag: t.nutrition },
  'GET /api/food/symptoms': { summary: 'List symptoms', tag: t.nutrition },
  'PUT /api/food/symptoms/:id': { summary: 'Edit a symptom', tag: t.nutrition },
  'DELETE /api/food/symptoms/:id': { summary: 'Delete a symptom', tag: t.nutrition },
  'GET /api/food/leap-list': { summary: 'Your LEAP food list', tag: t.nutrition },
  'PUT /api/food/leap-list': { summary: 'Add to your LEAP food list', tag: t.nutrition },
  'POST /api/food/leap-list/import': { summary: 'Import a LEAP food list', tag: t.nutrition },
  'PUT /api/food/leap-list/:id': { summary: 'Edit a LEAP list entry', tag: t.nutrition },
  'DELETE /api/food/leap-list/:id': { summary: 'Delete a LEAP list entry', tag: t.nutrition },
  'GET /api/food/leap-corrections': { summary: 'Your LEAP matching corrections', tag: t.nutrition },
  'PUT /api/food/leap-corrections': { summary: 'Correct a LEAP match', tag: t.nutrition },
  'DELETE /api/food/leap-corrections/:id': {
    summary: 'Delete a LEAP matching correction',
    tag: t.nutrition,
  },
  'POST /api/ai/generate-meal': {
    summary: 'Generate a meal',
    tag: t.nutrition,
    errors: { 502: 'The AI provider failed', 503: 'No AI provider is configured' },
  },
  'POST /api/food/recipes': { summary: 'Save a recipe', tag: t.nutrition },
  'GET /api/food/recipes': { summary: 'List recipes', tag: t.nutrition },
  'GET /api/food/recipes/:id': { summary: 'A recipe', tag: t.nutrition },
  'DELETE /api/food/recipes/:id': { summary: 'Delete a recipe', tag: t.nutrition },

  'GET /api/notifications/vapid-key': {
    summary: "The server's Web Push public key",
    tag: t.notifications,
  },
  'POST /api/notifications/subscribe': {
    summary: 'Subscribe a device to reminders',
    tag: t.notifications,
  },
  'POST /api/notifications/unsubscribe': {
    summary: 'Unsubscribe a device',
    tag: t.notifications,
    example: { endpoint: 'https://push.example.com/send/abc' },
  },
  'GET /api/notifications': { summary: 'List notifications', tag: t.notifications },
  'POST /api/notifications/read': { summary: 'Mark notifications read', tag: t.notifications },

  'GET /api/healthkit/status': {
    summary: 'Health platform connection status',
    tag: t.healthPlatform,
  },
  'POST /api/healthkit/authorize': {
    summary: 'Start connecting a health platform',
    tag: t.healthPlatform,
    errors: { 404: 'No health platform is configured on this server' },
  },
  'POST /api/healthkit/token': {
    summary: 'Finish connecting a health platform',
    tag: t.healthPlatform,
    example: { code: 'the-code-from-the-redirect', state: 'the-state-from-authorize' },
    errors: {
      404: 'No health platform is configured on this server',
      502: 'The platform refused the authorization code',
    },
  },
  'POST /api/healthkit/disconnect': {
    summary: 'Disconnect the health platform',
    tag: t.healthPlatform,
  },
};
