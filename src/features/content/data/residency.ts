import { site } from '@/config/site';
import { contactSection } from './contact-section';
import type { Section } from '../types';

/** Residency constants. */
export const RESIDENCY = {
  specialties: ['Cardiología', 'Clínica Médica'],
  durationYears: 4,
  passMarkPercent: 60,
  maxAge: 35,
  concurrentYears: 5,
  yearStart: '1 de junio',
  yearEnd: '31 de mayo',
  weekdayHours: 'Lunes a viernes de 8 a 17 hs',
  saturdayHours: 'sábados de 8 a 13 hs',
  handover: '8 hs',
  handoverToleranceMinutes: 30,
  guardsFirstYear: '8 a 10',
  guardsSecondYear: '8',
  annualLeaveDays: 15,
  finalGradeStages: ['Examen', 'Orden de mérito parcial', 'Entrevista personal', 'Orden de mérito final'],
} as const;

export const residencyIntro =
  `La clínica de ${site.brand} ofrece residencias en ${RESIDENCY.specialties.join(' y ')}, ` +
  `con una duración de ${RESIDENCY.durationYears} años y la opción de acceder a la jefatura de residentes.`;

/** The id of the accordion item whose content is the enrolment form. */
export const RESIDENCY_FORM_SECTION_ID = 'formulario-de-inscripcion';

export const residencySectionsBeforeForm: readonly Section[] = [
  {
    id: 'datos-de-la-clinica',
    title: 'Datos de la clínica',
    blocks: [
      {
        type: 'paragraph',
        text:
          `La Clínica ${site.brand} es un centro de atención con guardia las 24 horas, internación clínica y quirúrgica, terapia intensiva y unidad coronaria, ` +
          'donde los residentes se forman junto a profesionales de planta con supervisión permanente.',
      },
      {
        type: 'definitions',
        items: [
          { term: 'Dirección', description: site.centres.clinic.address },
          {
            term: 'Teléfono',
            description: [{ kind: 'tel', text: site.centres.clinic.phone.display, tel: site.centres.clinic.phone.tel }],
          },
          { term: 'Especialidades', description: RESIDENCY.specialties.join(' y ') },
          {
            term: 'Duración',
            description: `${RESIDENCY.durationYears} años, con opción a jefatura de residentes`,
          },
          {
            term: 'Año de residencia',
            description: `Del ${RESIDENCY.yearStart} al ${RESIDENCY.yearEnd}`,
          },
          {
            term: 'Horario',
            description: `${RESIDENCY.weekdayHours} y ${RESIDENCY.saturdayHours}`,
          },
          {
            term: 'Guardias',
            description: `${RESIDENCY.guardsFirstYear} por mes en primer año y ${RESIDENCY.guardsSecondYear} por mes en segundo año`,
          },
        ],
      },
    ],
  },
  {
    id: 'proceso-de-inscripcion',
    title: 'Proceso de inscripción',
    blocks: [
      {
        type: 'list',
        marker: 'number',
        items: [
          'Completá el formulario de inscripción de esta página y adjuntá tu currículum vitae (y, si querés, hasta tres archivos más: título, certificado analítico con promedio, matrícula).',
          'Se puede postular a una sola especialidad.',
          `Rendí el examen: es único para todas las especialidades y se aprueba con el ${RESIDENCY.passMarkPercent} % de respuestas correctas.`,
          'Quienes aprueben integran el orden de mérito parcial y son convocados a una entrevista personal.',
          'Con la entrevista se confecciona el orden de mérito final, según el cual se adjudican las vacantes.',
        ],
      },
      {
        type: 'paragraph',
        text: `Requisitos: título de médico, matrícula nacional y edad de hasta ${RESIDENCY.maxAge} años (requisito no excluyente).`,
      },
    ],
  },
];

export const residencySectionsAfterForm: readonly Section[] = [
  {
    id: 'nota-final',
    title: 'Cómo se compone la nota final',
    blocks: [
      { type: 'paragraph', text: 'La nota final surge de cuatro etapas sucesivas:' },
      { type: 'list', marker: 'number', items: RESIDENCY.finalGradeStages },
      {
        type: 'paragraph',
        text: `Solo pasan a la entrevista quienes aprobaron el examen con al menos el ${RESIDENCY.passMarkPercent} % de respuestas correctas.`,
      },
    ],
  },
  {
    id: 'preguntas-frecuentes',
    title: 'Preguntas frecuentes',
    blocks: [
      { type: 'heading', text: '¿Puedo postularme a las dos especialidades?' },
      {
        type: 'paragraph',
        text: 'No. El examen es el mismo para todas las especialidades, pero se puede postular a una sola.',
      },
      { type: 'heading', text: '¿Hay límite de edad?' },
      {
        type: 'paragraph',
        text: `Se prioriza a postulantes de hasta ${RESIDENCY.maxAge} años, pero no es un requisito excluyente.`,
      },
      { type: 'heading', text: '¿Cuándo empieza la residencia?' },
      {
        type: 'paragraph',
        text: `El año de residencia va del ${RESIDENCY.yearStart} al ${RESIDENCY.yearEnd}.`,
      },
      { type: 'heading', text: '¿Qué es la concurrencia?' },
      {
        type: 'paragraph',
        text: `Es una modalidad de formación sin relación laboral: el médico concurrente completa su formación en ${RESIDENCY.concurrentYears} años.`,
      },
      { type: 'heading', text: '¿Cuántas guardias se hacen?' },
      {
        type: 'paragraph',
        text: `De ${RESIDENCY.guardsFirstYear} guardias por mes en primer año y ${RESIDENCY.guardsSecondYear} en segundo año. El relevo de guardia es a las ${RESIDENCY.handover}, con ${RESIDENCY.handoverToleranceMinutes} minutos de tolerancia.`,
      },
    ],
  },
  {
    id: 'reglamento',
    title: 'Reglamento de residencias',
    blocks: [
      {
        type: 'paragraph',
        text: [
          'Los derechos, las obligaciones, las licencias y el régimen disciplinario de los residentes están en el ',
          { kind: 'link', text: 'reglamento de residencias médicas', to: '/reglamento-residencia' },
          '.',
        ],
      },
    ],
  },
  contactSection({
    email: site.emails.residency,
    phone: site.centres.clinic.phone,
    address: site.centres.clinic.address,
  }),
];
