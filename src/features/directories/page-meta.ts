import { site } from '@/config/site';
import type { PageMeta } from '@/lib/page-head';

/** The directories' titles (h1 and document title) and descriptions, written once. */
export const providerDirectoryMeta: PageMeta = {
  title: 'Cartilla médica',
  description: `Cartilla médica de ${site.brand}: busque prestadores por nombre, servicio, especialidad y zona, en lista y mapa.`,
};
export const pharmacyDirectoryMeta: PageMeta = {
  title: 'Farmacias',
  description: `Farmacias de ${site.brand}: busque por nombre, provincia, ciudad y localidad, en lista y mapa.`,
};
export const providerPrintMeta: PageMeta = {
  title: 'Cartilla médica para imprimir',
  description: 'La búsqueda de la cartilla médica, lista para imprimir.',
};
export const pharmacyPrintMeta: PageMeta = {
  title: 'Farmacias para imprimir',
  description: 'La búsqueda de farmacias, lista para imprimir.',
};
