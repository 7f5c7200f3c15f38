/** Today's route chunk: the router's index route, and what sign-in and onboarding lead to. */
export const loadToday = () => import('./today-route.tsx');
