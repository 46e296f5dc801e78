/** The contact endpoint's shapes (spec 01 §3 and §7, spec 02 §3 and §7, DESIGN.md §3). */

/** Spec 01 §3 "Contact form type | id, name, loggedin (0 or 1)"; rows of GET /api/web/contact_form_type (spec 01 §7). */
export type ContactFormType = { id: number; name: string; loggedin: 0 | 1 };

/**
 * POST /api/web/contact_form (spec 01 §7 row; DESIGN.md §3: also paperwork, authorisations and job
 * applications, multipart with attachments). Fields: spec 01 §3 "Contact form payload" and spec 02 §3
 * "Contact form submission". Multipart sends every scalar as text, hence `contact_form_type_id` as text.
 */
export type ContactPayload = {
  name: string;
  /** 'Formulario de Contactos General' on the public form (spec 01 §3). */
  title: string;
  /** HTML text assembled from the form (spec 02 §7). */
  message: string;
  email: string;
  /** Optional on the job form (spec 02 §2), so the endpoint takes it empty or absent. */
  phone?: string;
  contact_form_type_id: number | string;
  /** Spec 02 §3: authorisations and job applications only (multipart). */
  attachment?: Blob;
  attachment02?: Blob;
  attachment03?: Blob;
  attachment04?: Blob;
  /** Spec 02 §3: authorisations only. */
  place01?: string;
  place02?: string;
  place03?: string;
  place04?: string;
};
