/**
 * More sleep than this in one day is not believed (docs/decisions/035-local-days-acwr-and-sleep.md):
 * adults sleep 7-9 h and more than 10-11 h is already outside the recommended range (Hirshkowitz
 * et al. 2015); above 16 h a recording fault (a watch left still on a nightstand, a phone's
 * bedtime schedule left running) is far likelier than sleep. Such a day is imported without its
 * sleep and listed in the summary. Here rather than in the schemas (which re-export it), so
 * Profile's import card needs no zod.
 */
export const PLAUSIBLE_SLEEP_HOURS = 16;
/** The flagged days kept in an import's summary (the count has them all). */
export const FLAGGED_SLEEP_LISTED = 10;
