import { site } from '@/config/site';

export const vaccinationIntro = [
  `Gracias al convenio con la red de vacunatorios Vacunar, los socios de ${site.brand} pueden aplicarse las vacunas del Calendario Nacional y las recomendadas para viajes, campañas antigripales y otras situaciones especiales.`,
  'Para vacunarte, presentá tu credencial de socio y tu documento en cualquiera de los centros de la red. Consultá antes la disponibilidad de cada vacuna.',
] as const;
