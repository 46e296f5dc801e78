import type { PageMeta } from '@/lib/page-head';

/** The family group's page title and description (its own module: a build without the feature has none of it). */
export const familyGroupMeta: PageMeta = {
  title: 'Grupo familiar',
  description: 'Las credenciales, los certificados y los turnos de tu grupo familiar.',
};
