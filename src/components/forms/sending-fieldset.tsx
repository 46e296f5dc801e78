import type { ReactNode } from 'react';
import classes from './sending-fieldset.module.css';

/**
 * A form's fields and buttons, locked while the form is sent: the (unstyled) fieldset disables every control in it
 * at once and says it is busy.
 */
export function SendingFieldset({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={pending} className={classes.fieldset} aria-busy={pending}>
      {children}
    </fieldset>
  );
}
