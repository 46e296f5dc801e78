import { site } from '@/config/site';
import type { Block, Section } from '../types';
import { contactSection } from './contact-section';

export const NURSING_SCHOOL_FOUNDED = 'marzo de 2004';
export const NURSING_SCHOOL_GRADUATES = 380;
export const NURSING_SCHOOL_YEARS = 3;

export const nursingSchoolIntro =
  `Formamos profesionales de la enfermería con sólida base científica, compromiso humano y práctica en nuestros propios centros de salud. ` +
  `Desde ${NURSING_SCHOOL_FOUNDED}, ${NURSING_SCHOOL_GRADUATES} egresados se recibieron en nuestra escuela.`;

type CurriculumTerm = { readonly term: string; readonly subjects: readonly string[] };
export type CurriculumYear = { readonly year: string; readonly terms: readonly CurriculumTerm[] };

/** Técnico Superior en Enfermería: three years, two terms each. */
export const nursingCurriculum: readonly CurriculumYear[] = [
  {
    year: 'Primer año',
    terms: [
      {
        term: 'Primer cuatrimestre',
        subjects: [
          'Fundamentos de Enfermería',
          'Anatomía y Fisiología',
          'Química y Física Biológicas',
          'Comunicación en Salud',
          'Salud Pública',
        ],
      },
      {
        term: 'Segundo cuatrimestre',
        subjects: [
          'Enfermería Comunitaria',
          'Microbiología y Parasitología',
          'Nutrición y Dietoterapia',
          'Psicología General',
          'Práctica Profesionalizante I',
        ],
      },
    ],
  },
  {
    year: 'Segundo año',
    terms: [
      {
        term: 'Primer cuatrimestre',
        subjects: [
          'Enfermería del Adulto y del Adulto Mayor I',
          'Farmacología',
          'Ética y Legislación Profesional',
          'Inglés Técnico',
          'Informática en Salud',
        ],
      },
      {
        term: 'Segundo cuatrimestre',
        subjects: [
          'Enfermería del Adulto y del Adulto Mayor II',
          'Enfermería en Salud Mental',
          'Epidemiología',
          'Sociología de la Salud',
          'Práctica Profesionalizante II',
        ],
      },
    ],
  },
  {
    year: 'Tercer año',
    terms: [
      {
        term: 'Primer cuatrimestre',
        subjects: [
          'Enfermería Materno Infantil',
          'Enfermería del Niño y del Adolescente',
          'Investigación en Enfermería',
          'Gestión de los Servicios de Enfermería',
        ],
      },
      {
        term: 'Segundo cuatrimestre',
        subjects: [
          'Enfermería en Cuidados Críticos',
          'Enfermería en Emergencias',
          'Educación para la Salud',
          'Práctica Profesionalizante III',
        ],
      },
    ],
  },
];

function curriculumBlocks(): Block[] {
  const blocks: Block[] = [
    {
      type: 'paragraph',
      text: `La carrera de Técnico Superior en Enfermería dura ${NURSING_SCHOOL_YEARS} años, organizados en dos cuatrimestres cada uno. Las prácticas profesionalizantes se realizan en los centros médicos de ${site.brand}.`,
    },
  ];
  for (const year of nursingCurriculum) {
    blocks.push({ type: 'heading', text: year.year });
    for (const term of year.terms) {
      blocks.push({ type: 'heading', depth: 2, text: term.term });
      blocks.push({ type: 'list', items: term.subjects });
    }
  }
  return blocks;
}

export const nursingSchoolSections: readonly Section[] = [
  {
    id: 'informacion-general',
    title: 'Información general',
    blocks: [
      {
        type: 'paragraph',
        text: `La Escuela de Enfermería de ${site.brand} fue creada en ${NURSING_SCHOOL_FOUNDED} y cuenta con ${NURSING_SCHOOL_GRADUATES} egresados.`,
      },
      {
        type: 'definitions',
        items: [
          { term: 'Título', description: 'Técnico Superior en Enfermería' },
          { term: 'Duración', description: `${NURSING_SCHOOL_YEARS} años` },
          { term: 'Modalidad', description: 'Presencial, con prácticas en servicios de salud' },
          {
            term: 'Requisitos',
            description: 'Estudios secundarios completos, documento de identidad y certificado de aptitud psicofísica',
          },
        ],
      },
    ],
  },
  contactSection({
    email: site.emails.nursingSchool,
    phone: site.phones.administration,
    address: site.address.full,
    hours: site.officeHours,
  }),
  { id: 'plan-de-estudios', title: 'Plan de estudios', blocks: curriculumBlocks() },
];
