import { NavLink } from '@mantine/core';
import { Link, useMatchRoute, type LinkProps } from '@tanstack/react-router';
import { familyGroupOn, reimbursementsOn } from '@/config/api-features';
import '@mantine/core/styles/NavLink.css';

type Item = { label: string; to: NonNullable<LinkProps['to']>; exact?: boolean };

const PANEL_LINKS: Item[] = [
  { label: 'Datos personales', to: '/panel', exact: true },
  ...(familyGroupOn ? [{ label: 'Grupo familiar', to: '/panel/grupo-familiar' } as const] : []),
  { label: 'Credencial digital', to: '/panel/credencial' },
  { label: 'Turnos', to: '/panel/turnos' },
  { label: 'Laboratorios', to: '/panel/laboratorios' },
  { label: 'Imagenes', to: '/panel/imagenes' },
  { label: 'Facturas', to: '/panel/facturas' },
  ...(reimbursementsOn ? [{ label: 'Reintegros', to: '/panel/reintegros' } as const] : []),
  { label: 'Trámites', to: '/panel/tramites' },
  { label: 'Medicamentos', to: '/panel/medicamentos' },
  { label: 'Autorizaciones', to: '/panel/autorizaciones' },
  { label: 'Contacto', to: '/panel/contacto' },
];

/** The panel's section links. */
export function PanelNav({ id, onNavigate }: { id?: string; onNavigate?: () => void }) {
  const matchRoute = useMatchRoute();

  return (
    <nav aria-label="Secciones del panel" id={id}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {PANEL_LINKS.map((item) => (
          <li key={item.to}>
            <NavLink
              label={item.label}
              active={Boolean(matchRoute({ to: item.to, fuzzy: !item.exact }))}
              variant="filled"
              onClick={onNavigate}
              renderRoot={(props) => <Link to={item.to} activeOptions={{ exact: Boolean(item.exact) }} {...props} />}
              style={{ borderRadius: 'var(--mantine-radius-md)', minHeight: 44 }}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
