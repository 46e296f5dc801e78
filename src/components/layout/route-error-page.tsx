import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buttonClass, ui } from '@/components/plain-ui';
import { isApiError } from '@/lib/api-error';
import { captureFailure, failureOf } from '@/lib/error-tracker';
import { PageTitle } from './page-title';
import classes from './layout.module.css';

/** Any error a page throws ends here, with a way to try again; never a blank page. Plain markup: it must show even
 * when no other chunk can load. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  useEffect(() => {
    console.error(error);
    // A failed call was reported where it failed (src/lib/http.ts); anything else a page threw is reported here.
    if (!isApiError(error)) captureFailure(failureOf('page-error', error));
  }, [error]);

  return (
    <div className={`${ui.container} ${ui.containerMd} ${classes.notice}`}>
      <PageTitle>No pudimos mostrar esta página</PageTitle>
      <p>Lo sentimos, ha sucedido un error inesperado. Probá de nuevo en unos instantes.</p>
      <div className={ui.row}>
        <button
          type="button"
          className={buttonClass()}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Reintentar
        </button>
        <Link to="/" className={buttonClass({ variant: 'outline' })}>
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}
