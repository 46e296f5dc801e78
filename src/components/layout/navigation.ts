import { linkOptions, type LinkProps } from '@tanstack/react-router';
import { site } from '@/config/site';
import { track } from '@/lib/analytics';

export type NavLink = { label: string; to: LinkProps['to'] };
export type NavGroup = { label: string; links: NavLink[] };

/** The header's direct links. */
export const mainLinks: NavLink[] = [
  { label: 'Planes', to: '/nuestros-planes' },
  { label: 'Cartilla médica', to: '/cartilla-medica' },
  { label: 'Farmacias', to: '/farmacias' },
  { label: 'Centros médicos', to: '/centros-medicos' },
];

/**
 * The two dropdowns. Their contents are our choice; these are the pages
 * of the member area grouped as a member would look for them.
 */
export const menuGroups: NavGroup[] = [
  {
    label: 'Servicios adicionales',
    links: [
      { label: 'Asistencia al viajero', to: '/universal-assistance' },
      { label: 'Plan Vacunar', to: '/plan-vacunar' },
      { label: 'Estética y bienestar', to: '/servicios-estetica-bienestar' },
    ],
  },
  {
    label: 'Institucional',
    links: [
      { label: 'Quiénes somos', to: '/quienes-somos' },
      { label: 'Reglamento', to: '/reglamento' },
      { label: 'Preguntas frecuentes', to: '/preguntas-frecuentes' },
      { label: 'Trabajá con nosotros', to: '/trabaja-con-nosotros' },
      { label: 'Residencia médica', to: '/residencia-medica' },
      { label: 'Escuela de enfermería', to: '/escuela-enfermeria' },
      { label: 'Contacto', to: '/contacto' },
    ],
  },
];

export const onlineAppointments = { label: 'Turnos Online', href: site.external.onlineAppointments };

/** 'Turnos Online' was clicked (analytics `booking_click`); `placement` says which of its links. */
export const trackBooking = (placement: string) => () => track('booking_click', { placement });

/**
 * Consumer-law links: visible on every page, they open the contact form
 * with the matching reason already chosen.
 */
export const consumerLinks = [
  { label: 'Dejar de ser Socio', link: linkOptions({ to: '/contacto', search: { motivo: 'baja' } }) },
  { label: 'Solicitud de arrepentimiento', link: linkOptions({ to: '/contacto', search: { motivo: 'arrepentimiento' } }) },
];
