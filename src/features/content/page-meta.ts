import { site } from '@/config/site';
import type { PageMeta } from '@/lib/page-head';

/**
 * Every content page's title and description, apart from its long content: route `head`
 * functions are not code-split, so what they import lands in the entry chunk.
 */

/** Every page's defaults (the root route's head), for an address that is no page of its own. */
export const siteMeta: PageMeta = {
  title: 'Medicina prepaga',
  description: `${site.brand}, medicina prepaga: planes de salud, cartilla médica, farmacias, centros médicos propios y portal de socios.`,
};

export const aboutUsMeta: PageMeta = {
  title: 'Quiénes somos',
  description: `Conocé ${site.brand}: una empresa de medicina prepaga con centros médicos propios en la Ciudad de Buenos Aires, comprometida con la salud de sus socios.`,
};

export const aestheticsMeta: PageMeta = {
  title: 'Servicios de estética y bienestar',
  description: `Cosmetología y podología en el Centro Médico de ${site.brand}: limpieza de cutis, dermoabrasión con peeling, peeling, podología y reflexología. Turnos por correo, en línea o por teléfono.`,
};

export const centresMeta: PageMeta = {
  title: 'Centros médicos',
  description: `Los cuatro centros médicos propios de ${site.brand}: clínica 24 horas, centro médico ambulatorio, centro de salud de la mujer y centro de diagnóstico por imágenes y laboratorio. Direcciones, teléfonos, horarios y prácticas.`,
};

export const faqMeta: PageMeta = {
  title: 'Preguntas frecuentes',
  description: `Respuestas a las consultas más habituales de los socios de ${site.brand}: asistencia al viajero, afiliación, autorizaciones, facturación y medios de pago, odontología, prestadores y trámites.`,
};

export const homeMeta: PageMeta = {
  title: 'Medicina prepaga en Buenos Aires',
  description: `${site.brand}: planes de salud A-10 PLUS y C-60 PLUS, cartilla médica, asistencia al viajero y cuatro centros médicos propios en la Ciudad de Buenos Aires. Asociate.`,
};

export const nursingSchoolMeta: PageMeta = {
  title: 'Escuela de Enfermería',
  description: `Escuela de Enfermería de ${site.brand}: carrera de Técnico Superior en Enfermería de tres años, plan de estudios por año y cuatrimestre, y contacto.`,
};

export const plansMeta: PageMeta = {
  title: 'Nuestros planes',
  description: `Planes de salud A-10 PLUS y C-60 PLUS de ${site.brand}: consultas, internación, emergencias, farmacias, laboratorio, kinesiología y asistencia al viajero. Descargá el plan completo.`,
};

export const regulationsMeta: PageMeta = {
  title: 'Reglamento de socios',
  description: `Reglamento general de socios de ${site.brand}: objetivos, sistema de cobertura, ingreso, credencial, vigencia, obligaciones, prestadores, preexistencias y exclusiones.`,
};

export const residencyRegulationMeta: PageMeta = {
  title: 'Reglamento de residencias médicas',
  description: `Reglamento de las residencias médicas de la clínica de ${site.brand}: ingreso, organización, derechos y obligaciones de los residentes, licencias y régimen disciplinario.`,
};

export const residencyMeta: PageMeta = {
  title: 'Residencia médica',
  description: `Residencias médicas en Cardiología y Clínica Médica en la clínica de ${site.brand}: cuatro años con opción a jefatura, proceso de inscripción, examen, nota final y formulario de inscripción.`,
};

export const universalAssistanceMeta: PageMeta = {
  title: 'Asistencia al viajero',
  description: `Asistencia al viajero de Universal Assistance para socios del plan A-10 PLUS de ${site.brand}: cobertura a partir de los 100 km de tu domicilio, cómo pedir asistencia y la aplicación.`,
};

export const vaccinationMeta: PageMeta = {
  title: 'Plan Vacunar',
  description: `Los socios de ${site.brand} acceden a la red de vacunatorios de Vacunar: sitio web, correo, teléfono, redes sociales y mapa de centros de vacunación.`,
};
