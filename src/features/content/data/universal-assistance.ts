import type { Section } from '../types';

const TRAVEL_ASSISTANCE_MIN_DISTANCE_KM = 100;

export const universalAssistanceIntro: readonly string[] = [
  `Los socios del plan A-10 PLUS cuentan con asistencia al viajero de Universal Assistance cuando viajan a más de ${TRAVEL_ASSISTANCE_MIN_DISTANCE_KM} km de su domicilio habitual.`,
  'El servicio brinda atención médica ante enfermedades o accidentes imprevistos durante el viaje, orientación médica telefónica, medicamentos recetados durante la asistencia, traslados sanitarios y asistencia ante la pérdida de equipaje o documentación, según las condiciones del servicio.',
];

export const universalAssistanceCoverage: readonly string[] = [
  'Asistencia médica por enfermedad o accidente.',
  'Orientación médica telefónica y videoconsulta, las 24 horas.',
  'Medicamentos recetados durante la asistencia.',
  'Traslados sanitarios.',
  'Asistencia ante pérdida de documentos o equipaje.',
];

/** The collapsible how-to for the provider's app. */
export const universalAssistanceHowTo: Section = {
  id: 'como-usar-la-app',
  title: 'Cómo usar la aplicación de Universal Assistance',
  blocks: [
    {
      type: 'list',
      marker: 'number',
      items: [
        'Descargá la aplicación de Universal Assistance desde App Store o Google Play.',
        'Registrate con tu número de documento y tu correo electrónico.',
        'Ingresá la fecha de salida y de regreso y el destino de tu viaje.',
        'Ante una urgencia, tocá «Solicitar asistencia»: la aplicación te comunica con la central de asistencia y te indica el prestador más cercano.',
        'Seguí las indicaciones de la central y conservá los comprobantes de toda la atención recibida.',
      ],
    },
    {
      type: 'note',
      text: 'Antes de acudir a un centro médico, comunicate siempre con la central de asistencia: la atención que no haya sido coordinada por ella puede no estar cubierta.',
    },
  ],
};
