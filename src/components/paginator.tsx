import { Button, Group } from '@mantine/core';
import { pageWindow } from '@/lib/page-window';

type Props = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the list the paginator moves through, e.g. "Páginas de resultados". */
  label?: string;
  disabled?: boolean;
};

/** First, Last and up to four page numbers on either side of the current one. */
export function Paginator({ page, pageCount, onChange, label = 'Paginación', disabled = false }: Props) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);
  const go = (target: number) => {
    if (target !== page) onChange(target);
  };

  return (
    <nav aria-label={label}>
      <Group gap={6} wrap="wrap" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <li>
          <Button variant="default" size="sm" miw={44} disabled={disabled || page === 1} onClick={() => go(1)}>
            Primera
          </Button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <Button
              variant={n === page ? 'filled' : 'default'}
              size="sm"
              miw={44}
              disabled={disabled}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Página ${n}`}
              onClick={() => go(n)}
            >
              {n}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="default"
            size="sm"
            miw={44}
            disabled={disabled || page === pageCount}
            onClick={() => go(pageCount)}
          >
            Última
          </Button>
        </li>
      </Group>
    </nav>
  );
}
