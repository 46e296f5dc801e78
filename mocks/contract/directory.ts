/** The provider directory's data: medical entities, medical services and specialties (docs/api.md#providers). */

/**
 * A medical entity (provider): id, name, address, address_extra, phone, note, link, lat, lon;
 * rows of GET /api/web/medical_entity. Text may come as null and coordinates as decimal
 * text or null (decimal strings and missing coordinates are read, not rejected).
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

/** A medical service (id, description): rows of GET /api/web/medical_service. */
export type MedicalService = { id: number; description: string };

/** A specialty (id, description): rows of GET /api/web/medical_specialty. */
export type MedicalSpecialty = { id: number; description: string };
