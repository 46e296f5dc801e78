import { Link } from '@tanstack/react-router';
import { ui } from '@/components/plain-ui';
import type { DirectoryKind } from '../listing';

const PRINT_PATH = { providers: '/cartilla-medica/imprimir', pharmacies: '/farmacias/imprimir' } as const;

/**
 * 'Imprimir o guardar en PDF': the directory's print view with the search's own parameters (the whole search, every
 * page), or with `guardados: 1` (the listings kept on this device). A plain link: it can be opened apart or shared.
 */
export function PrintLink({ kind, search }: { kind: DirectoryKind; search: Record<string, string | number> }) {
  return (
    // The search is the directory's own (its schema's keys); one component for both routes.
    <Link to={PRINT_PATH[kind]} search={search as never} className={`${ui.link} ${ui.strong} ${ui.small}`}>
      Imprimir o guardar en PDF
    </Link>
  );
}
