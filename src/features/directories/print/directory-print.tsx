import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ALL_PAGES_MAX_ROWS } from '@/api/all-pages';
import type { Paged } from '@/api/paged';
import { ErrorState } from '@/components/list-states';
import { Button } from '@mantine/core';
import { ui } from '@/components/plain-ui';
import { describeError } from '@/api/errors';
import type { Directory, Result } from '../directories';
import { partialText } from '../search/narrow-search';
import type { Geography, ViewSearch } from '../search/search-schema';
import { formatCount } from '../results/result-count';
import { PrintHeading, PrintRow } from './directory-print-parts';
import { usePrintReading } from './directory-print-reading';
import classes from './directory-print.module.css';

type Props<Row extends Result, Search extends ViewSearch, Filters extends Geography> = {
  /** Its title, texts, kept listings, calls and page. */
  directory: Directory<Row, Search, Filters>;
  filters: Filters;
  /** The search in words ("Cardiología · Córdoba · Córdoba Capital"); ready once its lists have answered. */
  words: { words: string[]; place: string; ready: boolean };
  /** `guardados=1`: the listings kept on this device instead of the search. */
  saved: boolean;
  /** The whole search, page after page (disabled when `saved`). */
  query: UseInfiniteQueryResult<InfiniteData<Paged<Row>>>;
  /** A search larger than what is read: the fields that narrow it (not printed). */
  narrow: ReactNode;
};

/**
 * The print view of a directory search: all of it, read in pages of 100 with its progress ("Preparando 120 de
 * 340…"), at most 500 rows (a longer search is to be narrowed); or the kept listings. Brand, the search in words,
 * the date, and the rows in text; once everything is there the browser's print dialog opens, once.
 */
export function DirectoryPrint<Row extends Result, Search extends ViewSearch, Filters extends Geography>({
  directory,
  filters,
  words,
  saved,
  query,
  narrow,
}: Props<Row, Search, Filters>) {
  const { texts } = directory;
  const toListing = (row: Row) => directory.toListing(row, words.place);
  const reading = usePrintReading({ kind: directory.kind, saved, query, toListing, wordsReady: words.ready });
  const { listings, total, tooMany, loading, complete } = reading;
  return (
    <div className={classes.sheet}>
      <PrintHeading
        title={directory.routes.meta.title}
        saved={saved}
        search={words.words.length > 0 ? words.words.join(' · ') : texts.unfiltered}
        count={complete || tooMany ? reading.shownTotal : null}
      />

      <div className={classes.tools}>
        <Link {...directory.links.page(filters)} className={ui.link}>
          Volver a la búsqueda
        </Link>
        {listings.length > 0 && !loading && (
          <Button onClick={() => window.print()}>
            {tooMany ? `Imprimir los primeros ${formatCount(ALL_PAGES_MAX_ROWS)}` : 'Imprimir o guardar en PDF'}
          </Button>
        )}
      </div>

      <p className={classes.status} role="status">
        {loading
          ? total > 0
            ? `Preparando ${formatCount(reading.read)} de ${formatCount(Math.min(total, ALL_PAGES_MAX_ROWS))}…`
            : 'Preparando…'
          : ''}
      </p>
      {tooMany && !loading && (
        <div className={classes.notice}>
          {/* Printed too: the paper says it holds part of the search. */}
          <p className={classes.noticeText} role="alert">
            {partialText('Se imprimen', ALL_PAGES_MAX_ROWS, total, directory.narrow.by)}
          </p>
          <div className={classes.tools}>{narrow}</div>
        </div>
      )}
      {query.isError && !saved && (
        <ErrorState
          message={describeError(directory.calls.searchCall, query.error).messages[0] ?? ''}
          onRetry={() => void query.refetch()}
        />
      )}
      {complete && listings.length === 0 && (
        <p className={classes.status} role="status">
          {saved ? 'Todavía no hay nada guardado en este dispositivo.' : texts.empty}
        </p>
      )}

      {listings.length > 0 && (
        <ol className={classes.rows} aria-label={saved ? 'Guardados' : 'Resultados'}>
          {listings.map((listing) => (
            <PrintRow key={listing.id} listing={listing} />
          ))}
        </ol>
      )}
    </div>
  );
}
