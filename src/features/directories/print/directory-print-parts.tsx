import { site } from '@/config/site';
import { formatDate } from '@/lib/dates';
import { hasAddressExtra, type Listing } from '../results/listing';
import { resultCount } from '../results/result-count';
import classes from './directory-print.module.css';

type HeadingProps = {
  title: string;
  saved: boolean;
  /** "Cardiología · Córdoba · Córdoba Capital", or the directory's words for no filter. */
  search: string;
  /** How many it holds, once that is known. */
  count: number | null;
};

/** The sheet's top: brand and phone, title, the search in words, the date and how many. */
export function PrintHeading({ title, saved, search, count }: HeadingProps) {
  return (
    <>
      <div className={classes.brand}>
        <p className={classes.brandName}>{site.brand}</p>
        <p className={classes.brandLine}>
          {site.phones.customerService.label}: {site.phones.customerService.display}
        </p>
      </div>
      <h1 className={classes.title} tabIndex={-1} data-page-title>
        {saved ? `${title}: mis guardados` : title}
      </h1>
      <p className={classes.meta}>{saved ? 'Guardados en este dispositivo' : `Búsqueda: ${search}`}</p>
      <p className={classes.meta}>
        Fecha: {formatDate(new Date().toISOString())}
        {count !== null && ` · ${resultCount(count)}`}
      </p>
    </>
  );
}

/** One row as it prints: name, address, 'Piso y Dpto', phone, note, link and e-mail in text. */
export function PrintRow({ listing }: { listing: Listing }) {
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
