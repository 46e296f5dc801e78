import { site } from '@/config/site';
import type { CarouselImage } from '../types';

export const aboutUsParagraphs: readonly string[] = [
  `${site.brand} es una empresa de medicina prepaga que brinda cobertura de salud a familias e individuos de la Ciudad Autónoma de Buenos Aires y el Gran Buenos Aires.`,
  'Contamos con cuatro centros médicos propios —una clínica con atención las 24 horas, un centro médico ambulatorio, un centro de salud de la mujer y un centro de diagnóstico por imágenes y laboratorio— y con una amplia red de prestadores y farmacias.',
  'Formamos a nuevos profesionales de la salud en nuestra Escuela de Enfermería y en nuestras residencias médicas de Cardiología y Clínica Médica.',
  'Nuestro compromiso es ofrecer una atención cercana, humana y de calidad, con la tranquilidad de saber que siempre hay alguien para acompañarte.',
];

export const aboutUsValues: readonly { readonly title: string; readonly text: string }[] = [
  { title: 'Cercanía', text: 'Te atendemos como persona, no como número de socio.' },
  { title: 'Calidad', text: 'Profesionales capacitados y centros equipados con tecnología actual.' },
  { title: 'Compromiso', text: 'Acompañamos a cada socio y a su familia en todas las etapas de la vida.' },
];

export const aboutUsImages: readonly CarouselImage[] = [
  { src: '/images/about/equipo.svg', alt: 'Ilustración del equipo médico de la clínica', width: 960, height: 540 },
  { src: '/images/about/clinica.svg', alt: 'Ilustración del edificio de la clínica', width: 960, height: 540 },
  {
    src: '/images/about/laboratorio.svg',
    alt: 'Ilustración del laboratorio de análisis clínicos',
    width: 960,
    height: 540,
  },
  {
    src: '/images/about/escuela.svg',
    alt: 'Ilustración de estudiantes de la Escuela de Enfermería',
    width: 960,
    height: 540,
  },
];
