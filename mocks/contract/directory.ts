/** The provider directory's data (spec 01 §3 Medical entity/Medical service/Specialty, §7 rows). */

/**
 * Spec 01 §3 "Medical entity (provider) | id, name, address, address_extra, phone, note, link, lat, lon";
 * rows of GET /api/web/medical_entity (spec 01 §7). Text may come as null and coordinates as decimal
 * text or null (DESIGN.md §6: "decimal strings, missing coordinates" are read, not rejected).
 */
export type MedicalEntity = {
  id: number;
  name: string;
  address: string | null;
  address_extra: string | null;
  phone: string | null;
  note: string | null;
  link: string | null;
  lat: number | string | null;
  lon: number | string | null;
};

/** Spec 01 §3 "Medical service | id, description"; rows of GET /api/web/medical_service (spec 01 §7). */
export type MedicalService = { id: number; description: string };

/** Spec 01 §3 "Specialty | id, description"; rows of GET /api/web/medical_specialty (spec 01 §7). */
export type MedicalSpecialty = { id: number; description: string };
