/** Page numbers shown around the current one: up to `radius` on either side (4 on screen). */
export function pageWindow(current: number, pageCount: number, radius = 4): number[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  const from = Math.max(1, page - radius);
  const to = Math.min(pageCount, page + radius);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
