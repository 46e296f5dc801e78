import { lazily } from '@/lib/lazily';

const numbers = lazily(() => new Intl.NumberFormat('es-AR'));

/** A count in Argentine numbers: "1.204". */
export const formatCount = (count: number): string => numbers().format(count);

/** "1 resultado", "12 resultados", "1.204 resultados". */
export const resultCount = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'resultado' : 'resultados'}`;
