import { site } from '@/config/site';

export type PlanId = 'a10' | 'c60';
type Benefit = { readonly title: string; readonly description: string };
export type Plan = {
  readonly id: PlanId;
  /** Tab label, word for word. */
  readonly name: string;
  readonly summary: string;
  readonly benefits: readonly Benefit[];
  readonly document: string;
};

/** What every plan covers, in this order. */
const commonBenefits = {
  consultations: {
    title: 'Consultas médicas',
    description: 'Consultas con médicos de cabecera y especialistas de la cartilla y de nuestros centros médicos.',
  },
  hospital: {
    title: 'Internación',
    description:
      'Internación clínica y quirúrgica en habitación compartida, con cobertura del acompañante de pacientes de hasta 10 años.',
  },
  home: {
    title: 'Emergencias domiciliarias',
    description: 'Atención de emergencias y urgencias médicas en tu domicilio, las 24 horas, los 365 días del año.',
  },
  pharmacies: {
    title: 'Farmacias',
    description:
      'Descuento en medicamentos ambulatorios en la red de farmacias adheridas, según el Programa Médico Obligatorio.',
  },
  laboratory: {
    title: 'Análisis de laboratorio',
    description: 'Análisis clínicos en nuestro laboratorio propio y en los laboratorios de la cartilla.',
  },
  physiotherapy: {
    title: 'Kinesiología',
    description: 'Sesiones de kinesiología y fisioterapia con orden médica.',
  },
} satisfies Record<string, Benefit>;

export const plans: readonly Plan[] = [
  {
    id: 'a10',
    name: 'A-10 PLUS',
    summary: 'Nuestro plan integral, con asistencia al viajero incluida.',
    benefits: [
      {
        title: 'Asistencia al viajero',
        description: 'Asistencia médica de Universal Assistance en tus viajes a más de 100 km de tu domicilio.',
      },
      ...Object.values(commonBenefits),
    ],
    document: site.documents.planA10,
  },
  {
    id: 'c60',
    name: 'C-60 PLUS',
    summary: 'La cobertura completa con una cuota más accesible, gracias al régimen de copagos.',
    benefits: [
      ...Object.values(commonBenefits),
      {
        title: 'Descuentos en asistencia al viajero',
        description: 'Precios preferenciales para contratar la asistencia al viajero de Universal Assistance.',
      },
      {
        title: 'Régimen de copagos',
        description: 'Una cuota mensual menor, con un copago por algunas prestaciones, informado en el plan completo.',
      },
    ],
    document: site.documents.planC60,
  },
];
