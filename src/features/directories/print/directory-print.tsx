import { useEffect, useRef, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { ALL_PAGES_MAX_ROWS, rowsSoFar } from '@/api/all-pages';
import type { Paged } from '@/api/paged';
import { ErrorState } from '@/components/list-states';
import { Button } from '@mantine/core';
import { ui } from '@/components/plain-ui';
import { site } from '@/config/site';
import { formatDate } from '@/lib/dates';
import { describeError, type ApiCall } from '@/api/errors';
import { hasAddressExtra, type DirectoryKind, type Listing } from '../results/listing';
import { partialText } from '../search/narrow-search';
import { formatCount, resultCount } from '../results/result-count';
import { useSavedListings } from '../saved/saved-listings';
import classes from './directory-print.module.css';

type Props<T> = {
  /** The directory's own (directories.ts): its kept listings, title, texts and page. */
  kind: DirectoryKind;
  title: string;
  texts: { unfiltered: string; empty: string };
  /** The search in words ("Cardiología · Córdoba · Córdoba Capital"); ready once its lists have answered. */
  words: { words: string[]; ready: boolean };
  /** `guardados=1`: the listings kept on this device instead of the search. */
  saved: boolean;
  /** The whole search, page after page (disabled when `saved`). */
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  toListing: (item: T) => Listing;
  call: ApiCall;
  /** 'Volver a la búsqueda': the directory's page with the search's own parameters. */
  back: LinkOptions;
  /** A search larger than what is read: the filters that narrow it, in words and as fields (not printed). */
  narrowBy: string;
  narrow: ReactNode;
};

/** One row as it prints: name, address, 'Piso y Dpto', phone, note, link and e-mail in text. */
function PrintRow({ listing }: { listing: Listing }) {
  return (
    <li className={classes.row}>
      <h2 className={classes.name}>{listing.name}</h2>
      {listing.address && <p className={classes.line}>{listing.address}</p>}
      {hasAddressExtra(listing.addressExtra) && <p className={classes.line}>Piso y Dpto: {listing.addressExtra}</p>}
      {listing.phone && <p className={classes.line}>Teléfono: {listing.phone}</p>}
      {listing.note && <p className={classes.line}>{listing.note}</p>}
      {listing.link && <p className={classes.line}>Web: {listing.link}</p>}
      {listing.email && <p className={classes.line}>Email: {listing.email}</p>}
    </li>
  );
}

/**
 * The print view of a directory search: all of it, read in pages of 100 with its progress ("Preparando 120 de
 * 340…"), at most 500 rows (a longer search is to be narrowed); or the kept listings. Brand, the search in words,
 * the date, and the rows in text; once everything is there the browser's print dialog opens, once.
 */
export function DirectoryPrint<T>({
  kind,
  title,
  texts,
  words,
  saved,
  query,
  toListing,
  call,
  back,
  narrowBy,
  narrow,
}: Props<T>) {
  const kept = useSavedListings(kind);
  const { rows, total } = rowsSoFar(query.data?.pages ?? []);
  const listings = saved ? kept : rows.map(toListing);
  const shownTotal = saved ? kept.length : total;
  const tooMany = !saved && total > ALL_PAGES_MAX_ROWS;
  const loading = !saved && (query.isPending || query.hasNextPage || query.isFetchingNextPage) && !query.isError;
  const complete = (saved || query.isSuccess) && !loading && words.ready;

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (!saved && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [saved, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  // The print dialog, once, when the whole list is on the page (not for a search to narrow, nor for nothing).
  const printed = useRef(false);
  useEffect(() => {
    if (!complete || tooMany || listings.length === 0 || printed.current) return;
    printed.current = true;
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [complete, tooMany, listings.length]);

  return (
    <div className={classes.sheet}>
      <div className={classes.brand}>
        <p className={classes.brandName}>{site.brand}</p>
        <p className={classes.brandLine}>
          {site.phones.customerService.label}: {site.phones.customerService.display}
        </p>
      </div>
      <h1 className={classes.title} tabIndex={-1} data-page-title>
        {saved ? `${title}: mis guardados` : title}
      </h1>
      <p className={classes.meta}>
        {saved
          ? 'Guardados en este dispositivo'
          : `Búsqueda: ${words.words.length > 0 ? words.words.join(' · ') : texts.unfiltered}`}
      </p>
      <p className={classes.meta}>
        Fecha: {formatDate(new Date().toISOString())}
        {(complete || tooMany) && ` · ${resultCount(shownTotal)}`}
      </p>

      <div className={classes.tools}>
        <Link {...back} className={ui.link}>
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
            ? `Preparando ${formatCount(rows.length)} de ${formatCount(Math.min(total, ALL_PAGES_MAX_ROWS))}…`
            : 'Preparando…'
          : ''}
      </p>
      {tooMany && !loading && (
        <div className={classes.notice}>
          {/* Printed too: the paper says it holds part of the search. */}
          <p className={classes.noticeText} role="alert">
            {partialText('Se imprimen', ALL_PAGES_MAX_ROWS, total, narrowBy)}
          </p>
          <div className={classes.tools}>{narrow}</div>
        </div>
      )}
      {query.isError && !saved && (
        <ErrorState message={describeError(call, query.error).messages[0] ?? ''} onRetry={() => void query.refetch()} />
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
