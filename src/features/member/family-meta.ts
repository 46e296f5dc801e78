import type { PanelPageMeta } from '@/lib/page-head';

/** The family group's page title (its own module: a build without the feature has none of it). */
export const familyGroupMeta: PanelPageMeta = { title: 'Grupo familiar' };
