/**
 * The company's time zone: the API's dates and times ("2025-01-06 14:30:00") are wall-clock times there.
 * Argentina keeps UTC-3 all year (no daylight saving time since 2009).
 */
export const companyTimeZone = {
  id: 'America/Argentina/Buenos_Aires',
  utcOffsetMinutes: -180,
  abbreviation: '-03',
} as const;
