import { labOriginsFrom } from './lab-origins';

/**
 * The laboratory sites the member panel may frame, from `VITE_LAB_ORIGINS` (the same list as the CSP's frame-src).
 * Its own module, not env.ts: only the laboratory page needs it, so it stays out of the entry.
 */
export const labOrigins: readonly string[] = labOriginsFrom(import.meta.env.VITE_LAB_ORIGINS);
