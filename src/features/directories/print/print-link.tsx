import { Link } from '@tanstack/react-router';
import { ui } from '@/components/plain-ui';
import type { DirectoryLink } from '../directory-route';

/**
 * 'Imprimir o guardar en PDF': the directory's print view (its `links.print`, directories.ts) with the search's own
 * parameters (the whole search, every page), or with `guardados: 1` (the listings kept on this device). A plain
 * link: it can be opened apart or shared.
 */
export function PrintLink({ link }: { link: DirectoryLink }) {
  return (
    <Link {...link} className={`${ui.link} ${ui.strong} ${ui.small}`}>
      Imprimir o guardar en PDF
    </Link>
  );
}
