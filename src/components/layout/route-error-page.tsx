import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buttonClass, ui } from '@/components/plain-ui';
import { OFFLINE_MESSAGE } from '@/config/messages';
import { isApiError } from '@/lib/api-error';
import { captureFailure, codeFileFailure, failureOf } from '@/lib/error-tracker';
import {
  loadNewRelease,
  mayReloadIntoNewRelease,
  missingCodeBehind,
  judgeMissingCode,
  reloadIntoNewRelease,
  reloadingIntoNewRelease,
  whenBackOnline,
  type MissingCodeVerdict,
} from '@/lib/stale-release';
import { PageLoader } from './page-loader';
import { PageTitle } from './page-title';
import classes from './layout.module.css';

/** Any error a page throws ends here, with a way to try again; never a blank page. Plain markup: it must show even
 * when no other chunk can load. A code file that a new release removed (the server answers 404 for it) reloads the
 * page into it instead, once (src/lib/stale-release.ts); past that, 'Actualizar' takes the same way into the new
 * release (its service worker first, if one controls the page). A code file that could not be fetched because the
 * connection is down is no new release: the page says 'Sin conexión' and tries again when the connection is back. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const gone = missingCodeBehind(error);
  const missingCode = gone !== undefined;
  // Until the reload starts, the page shows as loading rather than failed.
  const [updating, setUpdating] = useState(false);
  // What the missing file turned out to be, once the server was asked (undefined meanwhile).
  const [verdict, setVerdict] = useState<MissingCodeVerdict | undefined>();
  const unreachable = missingCode && verdict === 'unreachable' && !reloadingIntoNewRelease();
  const reloading = missingCode && !unreachable && (updating || reloadingIntoNewRelease() || mayReloadIntoNewRelease());

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  useEffect(() => {
    // A failed call was reported where it failed (src/lib/http.ts); anything else a page threw is reported here. A
    // missing code file is reported too, also when the reload recovers (the tracker keeps it across the reload).
    if (missingCode) {
      let current = true;
      void judgeMissingCode(gone).then((found) => {
        if (!current) return;
        if (found === 'gone') {
          captureFailure(codeFileFailure(gone));
          reloadIntoNewRelease();
        }
        setVerdict(found === 'gone' ? 'gone' : 'unreachable');
      });
      return () => {
        current = false;
      };
    }
    console.error(error);
    if (!isApiError(error)) captureFailure(failureOf('page-error', error));
  }, [error, gone, missingCode]);

  // Offline: the same navigation again once the connection is back.
  useEffect(() => {
    if (!unreachable) return;
    return whenBackOnline(() => {
      reset();
      void router.invalidate();
    });
  }, [unreachable, reset, router]);

  if (unreachable)
    return (
      <div className={`${ui.container} ${ui.containerMd} ${classes.notice}`}>
        <PageTitle>No pudimos mostrar esta página</PageTitle>
        <p role="status">{OFFLINE_MESSAGE}</p>
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
        </div>
      </div>
    );
  if (reloading) return <PageLoader />;
  return (
    <div className={`${ui.container} ${ui.containerMd} ${classes.notice}`}>
      <PageTitle>No pudimos mostrar esta página</PageTitle>
      {missingCode ? (
        <p>
          Publicamos una versión nueva del sitio y no pudimos cargar una parte de esta página. Actualizá la página para
          verla; si el problema sigue, probá de nuevo en unos minutos.
        </p>
      ) : (
        <p>Lo sentimos, ha sucedido un error inesperado. Probá de nuevo en unos instantes.</p>
      )}
      <div className={ui.row}>
        {missingCode ? (
          <button
            type="button"
            className={buttonClass()}
            onClick={() => {
              setUpdating(true);
              void loadNewRelease();
            }}
          >
            Actualizar
          </button>
        ) : (
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
        )}
        <Link to="/" className={buttonClass({ variant: 'outline' })}>
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}
