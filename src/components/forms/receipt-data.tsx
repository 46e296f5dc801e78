import type { ReactNode } from 'react';
import classes from './receipt-data.module.css';

/** What a sent request's receipt lists: its `<dt>`/`<dd>` pairs, each term beside its value. */
export function ReceiptData({ children }: { children: ReactNode }) {
  return <dl className={classes.data}>{children}</dl>;
}
