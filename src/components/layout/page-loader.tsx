import { ui } from '@/components/plain-ui';
import classes from './layout.module.css';

/** While a route's code or data loads (the router's pending component). */
export function PageLoader() {
  return (
    <div className={classes.pageLoader}>
      <span className={ui.loader} role="status" aria-label="Cargando" />
    </div>
  );
}
