/**
 * Argentina's national public holidays (feriados nacionales, with the days the law moves them to, and the
 * "días no laborables con fines turísticos" the government declared), as YYYY-MM-DD. The product gives no
 * holidays: this is a constant list, to be extended each year when the calendar is published. On these days the
 * centres with opening hours count as closed; the 24-hour clinic stays open.
 */
export const PUBLIC_HOLIDAYS: readonly string[] = [
  '2026-01-01',
  '2026-02-16',
  '2026-02-17',
  '2026-03-23',
  '2026-03-24',
  '2026-04-02',
  '2026-04-03',
  '2026-05-01',
  '2026-05-25',
  '2026-06-15',
  '2026-06-20',
  '2026-07-09',
  '2026-07-10',
  '2026-08-17',
  '2026-10-12',
  '2026-11-23',
  '2026-12-07',
  '2026-12-08',
  '2026-12-25',
];
