import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
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
  const verdict = useReportedFailure(error, gone);
  // Until the reload starts, the page shows as loading rather than failed.
  const [updating, setUpdating] = useState(false);
  const unreachable = missingCode && verdict === 'unreachable' && !reloadingIntoNewRelease();
  const reloading = missingCode && !unreachable && (updating || reloadingIntoNewRelease() || mayReloadIntoNewRelease());

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  // Offline: the same navigation again once the connection is back.
  useEffect(() => {
    if (!unreachable) return;
    return whenBackOnline(() => {
      reset();
      void router.invalidate();
    });
  }, [unreachable, reset, router]);

  const retry = (
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
  );
  if (unreachable)
    return (
      <FailureNotice actions={retry} home={false}>
        <p role="status">{OFFLINE_MESSAGE}</p>
      </FailureNotice>
    );
  if (reloading) return <PageLoader />;
  if (!missingCode)
    return (
      <FailureNotice actions={retry}>
        <p>Lo sentimos, ha sucedido un error inesperado. Probá de nuevo en unos instantes.</p>
      </FailureNotice>
    );
  const update = (
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
  );
  return (
    <FailureNotice actions={update}>
      <p>
        Publicamos una versión nueva del sitio y no pudimos cargar una parte de esta página. Actualizá la página para
        verla; si el problema sigue, probá de nuevo en unos minutos.
      </p>
    </FailureNotice>
  );
}

/**
 * Reports what a page threw. A failed call was reported where it failed (src/lib/http.ts). A missing code file is
 * judged first: one the server no longer has is reported too (also when the reload recovers: the tracker keeps it
 * across the reload) and reloads the page into the new release. Returns that judgement (undefined meanwhile).
 */
function useReportedFailure(error: unknown, gone: ReturnType<typeof missingCodeBehind>) {
  const [verdict, setVerdict] = useState<MissingCodeVerdict | undefined>();
  useEffect(() => {
    if (gone !== undefined) {
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
  }, [error, gone]);
  return verdict;
}

/** The failure's page: its title, what happened, and its ways on ('Volver al inicio' too, unless offline). */
function FailureNotice({
  children,
  actions,
  home = true,
}: {
  children: ReactNode;
  actions: ReactNode;
  home?: boolean;
}) {
  return (
    <div className={`${ui.container} ${ui.containerMd} ${classes.notice}`}>
      <PageTitle>No pudimos mostrar esta página</PageTitle>
      {children}
      <div className={ui.row}>
        {actions}
        {home && (
          <Link to="/" className={buttonClass({ variant: 'outline' })}>
            Volver al inicio
          </Link>
        )}
      </div>
    </div>
  );
}
