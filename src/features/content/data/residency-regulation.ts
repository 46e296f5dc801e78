import type { Block } from '../types';
import { RESIDENCY } from './residency';

type Article = { readonly number: number; readonly title: string; readonly blocks: readonly Block[] };
export type Chapter = {
  readonly id: string;
  readonly numeral: string;
  readonly title: string;
  readonly articles: readonly Article[];
};

/** Leave day counts. */
export const RESIDENCY_LEAVES = {
  annual: 15,
  marriage: 7,
  maternity: 90,
  paternity: 3,
  familyDeath: 5,
  resignationNoticeDays: 30,
  abandonmentAbsences: 3,
} as const;

export const residencyRegulationChapters: readonly Chapter[] = [
  {
    id: 'disposiciones-generales',
    numeral: 'I',
    title: 'Disposiciones generales',
    articles: [
      {
        number: 1,
        title: 'Objeto',
        blocks: [
          {
            type: 'paragraph',
            text:
              'La residencia médica es un sistema de formación de posgrado, en servicio, a tiempo completo y con supervisión, que tiene por objeto ' +
              'completar la formación de los médicos en una especialidad mediante el ejercicio progresivo de actividades asistenciales, docentes y de investigación.',
          },
        ],
      },
      {
        number: 2,
        title: 'Especialidades y duración',
        blocks: [
          {
            type: 'paragraph',
            text: `Se ofrecen las especialidades de ${RESIDENCY.specialties.join(' y ')}. La residencia dura ${RESIDENCY.durationYears} años; al finalizarla, el residente puede acceder a la jefatura de residentes.`,
          },
        ],
      },
      {
        number: 3,
        title: 'Año de residencia',
        blocks: [
          {
            type: 'paragraph',
            text: `El año de residencia comienza el ${RESIDENCY.yearStart} y termina el ${RESIDENCY.yearEnd} del año siguiente.`,
          },
        ],
      },
    ],
  },
  {
    id: 'ingreso',
    numeral: 'II',
    title: 'Ingreso',
    articles: [
      {
        number: 4,
        title: 'Requisitos',
        blocks: [
          {
            type: 'list',
            items: [
              'Título de médico expedido por universidad argentina o revalidado.',
              'Matrícula nacional vigente.',
              `Edad de hasta ${RESIDENCY.maxAge} años al momento de la inscripción (requisito no excluyente).`,
              'Postularse a una sola especialidad.',
            ],
          },
        ],
      },
      {
        number: 5,
        title: 'Selección',
        blocks: [
          {
            type: 'paragraph',
            text: `Los postulantes rinden un examen único para todas las especialidades, que se aprueba con el ${RESIDENCY.passMarkPercent} % de respuestas correctas. La nota final se compone de las siguientes etapas:`,
          },
          { type: 'list', marker: 'number', items: RESIDENCY.finalGradeStages },
        ],
      },
      {
        number: 6,
        title: 'Médicos concurrentes',
        blocks: [
          {
            type: 'paragraph',
            text: `Los postulantes que no obtengan una vacante podrán incorporarse como médicos concurrentes. El médico concurrente completa su formación en ${RESIDENCY.concurrentYears} años y no percibe estipendio.`,
          },
        ],
      },
    ],
  },
  {
    id: 'organizacion',
    numeral: 'III',
    title: 'Organización',
    articles: [
      {
        number: 7,
        title: 'Estructura jerárquica',
        blocks: [
          { type: 'paragraph', text: 'La residencia depende, en orden jerárquico creciente, de:' },
          {
            type: 'list',
            marker: 'number',
            items: [
              'el jefe de residentes;',
              'el jefe de sala;',
              'el jefe de servicio;',
              'el comité de docencia;',
              'el director de la clínica.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'derechos-y-obligaciones',
    numeral: 'IV',
    title: 'Derechos y obligaciones',
    articles: [
      {
        number: 8,
        title: 'Derechos de los residentes',
        blocks: [
          { type: 'paragraph', text: 'Los residentes tienen derecho a:' },
          {
            type: 'list',
            marker: 'lower-alpha',
            items: [
              'recibir supervisión permanente de sus tareas por parte del jefe de residentes y de los médicos de planta;',
              'recibir capacitación teórica y práctica según el programa de la especialidad;',
              'percibir un estipendio mensual;',
              'recibir las comidas correspondientes durante su horario de trabajo y sus guardias;',
              `gozar de una licencia anual de ${RESIDENCY_LEAVES.annual} días corridos en el período estival;`,
              'gozar de las licencias especiales que establece el capítulo V;',
              'asistir a cursos, congresos y jornadas científicas, con la autorización previa del jefe de servicio.',
            ],
          },
        ],
      },
      {
        number: 9,
        title: 'Horario y guardias',
        blocks: [
          {
            type: 'paragraph',
            text: `El horario de la residencia es de ${RESIDENCY.weekdayHours.toLowerCase()} y ${RESIDENCY.saturdayHours}. Los residentes de primer año realizan de ${RESIDENCY.guardsFirstYear} guardias por mes, y los de segundo año, ${RESIDENCY.guardsSecondYear}.`,
          },
          {
            type: 'paragraph',
            text: `El relevo de la guardia se realiza a las ${RESIDENCY.handover}, con una tolerancia de ${RESIDENCY.handoverToleranceMinutes} minutos. El residente saliente no puede retirarse hasta ser relevado.`,
          },
        ],
      },
      {
        number: 10,
        title: 'Obligaciones de los residentes',
        blocks: [
          { type: 'paragraph', text: 'Son obligaciones de los residentes:' },
          {
            type: 'list',
            marker: 'lower-alpha',
            items: [
              'cumplir el horario y las guardias asignadas;',
              'atender a los pacientes a su cargo con dedicación, respeto y trato digno;',
              'confeccionar y mantener al día las historias clínicas;',
              'participar en los ateneos, pases de sala y actividades docentes del programa;',
              'cumplir las indicaciones de sus superiores jerárquicos;',
              'guardar el secreto profesional y la confidencialidad de los datos de los pacientes;',
              'rendir las evaluaciones periódicas del programa;',
              'cuidar las instalaciones, el equipamiento y los materiales de la clínica.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'licencias',
    numeral: 'V',
    title: 'Licencias',
    articles: [
      {
        number: 11,
        title: 'Licencia anual',
        blocks: [
          {
            type: 'paragraph',
            text: `La licencia anual es de ${RESIDENCY_LEAVES.annual} días corridos y se toma en el período estival, según el cronograma que apruebe el jefe de servicio para asegurar la continuidad de la atención.`,
          },
        ],
      },
      {
        number: 12,
        title: 'Licencias especiales',
        blocks: [
          {
            type: 'definitions',
            items: [
              { term: 'Matrimonio', description: `${RESIDENCY_LEAVES.marriage} días` },
              { term: 'Maternidad', description: `${RESIDENCY_LEAVES.maternity} días` },
              { term: 'Paternidad', description: `${RESIDENCY_LEAVES.paternity} días` },
              {
                term: 'Fallecimiento de un familiar de primer grado',
                description: `${RESIDENCY_LEAVES.familyDeath} días corridos`,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'regimen-disciplinario',
    numeral: 'VI',
    title: 'Régimen disciplinario',
    articles: [
      {
        number: 13,
        title: 'Faltas graves',
        blocks: [
          {
            type: 'paragraph',
            text: 'El abandono de la guardia y la inasistencia injustificada son faltas graves y se sancionan con una guardia adicional.',
          },
        ],
      },
      {
        number: 14,
        title: 'Incumplimiento del horario',
        blocks: [
          {
            type: 'paragraph',
            text: 'El incumplimiento reiterado del horario se sanciona con una guardia adicional, que se cumple dentro de la misma semana.',
          },
        ],
      },
      {
        number: 15,
        title: 'Incumplimiento de las obligaciones',
        blocks: [
          {
            type: 'paragraph',
            text: 'El incumplimiento de las obligaciones del artículo 10 es evaluado por el jefe de servicio, el comité de docencia y la dirección, que resuelven la sanción correspondiente.',
          },
        ],
      },
      {
        number: 16,
        title: 'Abandono del cargo',
        blocks: [
          {
            type: 'paragraph',
            text: `Tres (${RESIDENCY_LEAVES.abandonmentAbsences}) inasistencias consecutivas sin justificar se consideran abandono del cargo.`,
          },
        ],
      },
    ],
  },
  {
    id: 'renuncia',
    numeral: 'VII',
    title: 'Renuncia',
    articles: [
      {
        number: 17,
        title: 'Preaviso',
        blocks: [
          {
            type: 'paragraph',
            text: `El residente que desee renunciar debe comunicarlo por escrito con un preaviso de ${RESIDENCY_LEAVES.resignationNoticeDays} días.`,
          },
        ],
      },
    ],
  },
];
