import type { MedicalService, MedicalSpecialty } from '../contract/directory';

/** Medical services (GET /api/web/medical_service). */
export const SERVICE_NAMES = [
  'Guardia 24 hs',
  'Internación clínica',
  'Internación quirúrgica',
  'Terapia intensiva',
  'Unidad coronaria',
  'Neonatología',
  'Maternidad',
  'Cirugía general',
  'Laboratorio de análisis clínicos',
  'Diagnóstico por imágenes',
  'Radiología',
  'Ecografía',
  'Tomografía computada',
  'Resonancia magnética',
  'Mamografía',
  'Densitometría ósea',
  'Medicina nuclear',
  'Hemodinamia',
  'Kinesiología y fisioterapia',
  'Odontología',
  'Salud mental',
  'Vacunatorio',
  'Hospital de día',
  'Diálisis',
  'Consultorios externos',
  'Internación domiciliaria',
  'Rehabilitación',
  'Fonoaudiología',
  'Endoscopía digestiva',
  'Oftalmología',
] as const;

export const medicalServices: MedicalService[] = SERVICE_NAMES.map((description, i) => ({ id: i + 1, description }));

/**
 * Specialties (GET /api/web/medical_specialty). Ids 6 (Cardiología) and 22
 * (Clínica Médica) match the residency form's specialty values.
 */
export const SPECIALTY_NAMES = [
  'Alergia e Inmunología',
  'Anatomía Patológica',
  'Anestesiología',
  'Angiología y Cirugía Vascular',
  'Bioquímica',
  'Cardiología',
  'Cirugía Cardiovascular',
  'Cirugía de Cabeza y Cuello',
  'Cirugía General',
  'Cirugía Pediátrica',
  'Cirugía Plástica y Reparadora',
  'Cirugía Torácica',
  'Coloproctología',
  'Dermatología',
  'Diabetología',
  'Diagnóstico por Imágenes',
  'Endocrinología',
  'Fonoaudiología',
  'Gastroenterología',
  'Genética Médica',
  'Geriatría',
  'Clínica Médica',
  'Ginecología',
  'Hematología',
  'Hepatología',
  'Infectología',
  'Kinesiología',
  'Medicina del Deporte',
  'Medicina Familiar',
  'Nefrología',
  'Neonatología',
  'Neumonología',
  'Neurocirugía',
  'Neurología',
  'Nutrición',
  'Obstetricia',
  'Odontología',
  'Oftalmología',
  'Oncología',
  'Ortodoncia',
  'Otorrinolaringología',
  'Pediatría',
  'Psicología',
  'Psiquiatría',
  'Reumatología',
  'Traumatología y Ortopedia',
  'Urología',
  'Mastología',
  'Flebología',
  'Odontopediatría',
] as const;

export const medicalSpecialties: MedicalSpecialty[] = SPECIALTY_NAMES.map((description, i) => ({
  id: i + 1,
  description,
}));

export function serviceId(name: (typeof SERVICE_NAMES)[number]): number {
  return SERVICE_NAMES.indexOf(name) + 1;
}

export function specialtyId(name: (typeof SPECIALTY_NAMES)[number]): number {
  return SPECIALTY_NAMES.indexOf(name) + 1;
}
