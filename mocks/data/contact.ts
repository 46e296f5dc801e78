import type { ContactFormType } from '../contract/contact';
import type { DocumentTypes } from '../contract/member';

/**
 * Contact reasons (GET /api/web/contact_form_type). loggedin 0: the public
 * form; loggedin 1: the member panel's paperwork forms, found by keyword
 * (pedido, actualizacion, solicitud, sugerencias, autorizaciones;
 * 'trabaja' is the public job form, loggedin 0).
 *
 * Note: 'Solicitud de arrepentimiento' (public) also contains 'solicitud';
 * the members' 'Solicitud de información' is the only loggedin 1 match.
 */
export const contactFormTypes: ContactFormType[] = [
  { id: 1, name: 'Asociarme', loggedin: 0 },
  { id: 2, name: 'Consultas generales', loggedin: 0 },
  { id: 3, name: 'Dejar de ser Socio', loggedin: 0 },
  { id: 4, name: 'Solicitud de arrepentimiento', loggedin: 0 },
  { id: 5, name: 'Trabaja con nosotros', loggedin: 0 },
  { id: 6, name: 'Prestadores', loggedin: 0 },
  { id: 7, name: 'Facturación y pagos', loggedin: 0 },
  { id: 8, name: 'Reclamos', loggedin: 0 },
  { id: 9, name: 'Pedido de credencial', loggedin: 1 },
  { id: 10, name: 'Actualización de datos personales', loggedin: 1 },
  { id: 11, name: 'Solicitud de información', loggedin: 1 },
  { id: 12, name: 'Sugerencias y mejoras', loggedin: 1 },
  { id: 13, name: 'Autorizaciones', loggedin: 1 },
];

/** GET /api/web/member/tipdoc */
export const documentTypes: DocumentTypes = { '1': 'DNI', '2': 'LE', '3': 'LC', '4': 'Pasaporte', '5': 'CI' };
