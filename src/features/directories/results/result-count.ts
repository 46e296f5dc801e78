/** A count in Argentine numbers: "1.204". */
export const formatCount = (count: number): string => count.toLocaleString('es-AR');

/** "1 resultado", "12 resultados", "1.204 resultados". */
export const resultCount = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'resultado' : 'resultados'}`;
