import { site } from '@/config/site';
import type { CarouselImage } from '../types';

/** The home page's h1. */
export const homeHeading = `${site.brand}, medicina prepaga para vos y tu familia`;

export type Slide = {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly image: CarouselImage;
};

/** The home slideshow: three slides. Images are decorative; the text is real text. */
export const homeSlides: readonly Slide[] = [
  {
    id: 'planes',
    title: 'Tu salud, en buenas manos',
    text: 'Planes de salud para vos y tu familia, con atención cercana y de calidad.',
    image: { src: '/images/home/slide-1.svg', alt: '', width: 1600, height: 640 },
  },
  {
    id: 'centros',
    title: 'Cuatro centros médicos propios',
    text: 'Clínica 24 horas, centro médico, salud de la mujer e imágenes y laboratorio.',
    image: { src: '/images/home/slide-2.svg', alt: '', width: 1600, height: 640 },
  },
  {
    id: 'viajes',
    title: 'Viajá tranquilo',
    text: 'Asistencia al viajero incluida en el plan A-10 PLUS.',
    image: { src: '/images/home/slide-3.svg', alt: '', width: 1600, height: 640 },
  },
];

export const homeBoxes = {
  directory: {
    title: 'Cartilla médica',
    text: 'Buscá profesionales, clínicas y farmacias por especialidad y por zona, con su ubicación en el mapa.',
    linkText: 'Buscar en la cartilla',
  },
  travel: {
    title: 'Asistencia al viajero',
    text: 'Viajá tranquilo: asistencia médica a más de 100 km de tu domicilio con el plan A-10 PLUS.',
    linkText: 'Conocé la asistencia',
  },
  plans: {
    title: 'Planes de salud',
    text: 'Elegí el plan que mejor se adapta a vos y a tu familia.',
  },
} as const;

export const homePortals = {
  members: {
    title: 'Portal de socios',
    text: 'Consultá tus datos, turnos, resultados de laboratorio e imágenes, facturas y trámites.',
    linkText: 'Ingresar al portal',
  },
  appointments: {
    title: 'Turnos online',
    text: 'Pedí tu turno en nuestros centros médicos de forma rápida y sin llamar.',
    linkText: 'Solicitar turno',
  },
} as const;
