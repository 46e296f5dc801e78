/** The contact endpoint's shapes (docs/api.md#contact-form). */

/** A contact form type (id, name, loggedin 0 or 1): rows of GET /api/web/contact_form_type. */
export type ContactFormType = { id: number; name: string; loggedin: 0 | 1 };

/**
 * POST /api/web/contact_form (also paperwork, authorisations and job applications, multipart with
 * attachments; docs/api.md#contact-form). Multipart sends every scalar as text, hence `contact_form_type_id` as text.
 */
export type ContactPayload = {
  name: string;
  /** 'Formulario de Contactos General' on the public form. */
  title: string;
  /** HTML text assembled from the form. */
  message: string;
  email: string;
  /** Optional on the job form, so the endpoint takes it empty or absent. */
  phone?: string;
  contact_form_type_id: number | string;
  /** Authorisations and job applications only (multipart). */
  attachment?: Blob;
  attachment02?: Blob;
  attachment03?: Blob;
  attachment04?: Blob;
  /** Authorisations only. */
  place01?: string;
  place02?: string;
  place03?: string;
  place04?: string;
};
