import { Link } from '@tanstack/react-router';
import { buttonClass, ui } from '@/components/plain-ui';
import { documentTitle } from '@/lib/page-head';
import { PageTitle } from './page-title';
import classes from './layout.module.css';

export function NotFoundPage() {
  return (
    <div className={`${ui.container} ${ui.containerMd} ${classes.notice}`}>
      <title>{documentTitle('Página no encontrada')}</title>
      <PageTitle>La página no existe</PageTitle>
      <p>La dirección que buscás no existe o cambió de lugar. Revisá el enlace o volvé al inicio.</p>
      <Link to="/" className={buttonClass()}>
        Volver al inicio
      </Link>
    </div>
  );
}
