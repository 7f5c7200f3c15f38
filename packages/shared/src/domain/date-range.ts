/**
 * The years a date or an instant may fall in (schemas/safe-input.ts explains why): here, without
 * zod, so a screen can bound its own date controls by them without loading the schemas.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2200-12-31' } as const;
export const DATE_RANGE_MESSAGE = 'must be from 1900 to 2200';
