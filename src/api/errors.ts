import { MAX_FILES_TOTAL_BYTES } from '@/config/uploads';
import { SESSION_ENDED_DURING_SEND_MESSAGE } from '@/config/messages';
import { isApiError } from '@/lib/api-error';

/**
 * Every error text the API's failures show (docs/api.md#errors), keyed by call. Features name their call;
 * nothing else in the app writes an error text.
 */
export type ApiCall =
  | 'documentTypes'
  | 'contactFormTypes'
  | 'contactSend'
  | 'medicalServices'
  | 'localities'
  | 'providerSearch'
  | 'providerNames'
  | 'pharmacySearch'
  | 'pharmacyNames'
  | 'provinces'
  | 'specialties'
  | 'areas'
  | 'login'
  | 'appointments'
  | 'imaging'
  | 'invoices'
  | 'laboratory'
  | 'preInvoices'
  | 'residencySend'
  | 'memberFormSend'
  | 'reimbursements'
  | 'reimbursementSend'
  | 'familyGroup'
  | 'certificate';

const UNEXPECTED = 'Lo sentimos, ha sucedido un error inesperado';

type Entry = {
  /** Text for any failure the rules below do not cover; null = silent. */
  fallback: string | null;
  /** How a 422 reads: the server's message, or each field error (else the message). */
  on422?: 'message' | 'fieldErrors' | ((message: string) => string);
  /**
   * How a 401 reads; 'signOut' also ends the session; 'signOutDuringSend' too, and says that the draft waits
   * for the next sign-in (src/lib/form-drafts.ts).
   */
  on401?: 'message' | 'signOut' | 'signOutDuringSend' | ((message: string) => string);
};

export const catalogue: Record<ApiCall, Entry> = {
  documentTypes: { fallback: `${UNEXPECTED} al iniciar sesión. 0002`, on422: 'message', on401: 'message' },
  contactFormTypes: { fallback: `${UNEXPECTED} (Error 0002)`, on422: 'message', on401: 'message' },
  contactSend: { fallback: `${UNEXPECTED} (Error 0004)`, on422: 'fieldErrors', on401: 'message' },
  medicalServices: { fallback: `${UNEXPECTED} (Error 0009)`, on422: 'message' },
  localities: { fallback: `${UNEXPECTED} (Error 0009)`, on422: 'message' },
  providerSearch: { fallback: `${UNEXPECTED} (Error 0010)`, on422: 'message', on401: 'signOut' },
  providerNames: { fallback: `${UNEXPECTED} (Error 0011)`, on422: 'message', on401: 'signOut' },
  pharmacySearch: { fallback: `${UNEXPECTED} (Error 0011)`, on422: 'message', on401: 'signOut' },
  pharmacyNames: { fallback: `${UNEXPECTED} (Error 0012)`, on422: 'message', on401: 'signOut' },
  provinces: { fallback: `${UNEXPECTED} (Error 0013)`, on422: 'message' },
  // This text is given "as written"; kept word for word.
  specialties: { fallback: `${UNEXPECTED} (Error 00114`, on422: 'message' },
  areas: {
    fallback: 'Lo sentimos, ha sucedido un error al cargar ciudad o provincias (Error 0003).',
    on422: 'message',
  },
  login: {
    fallback: `${UNEXPECTED}. (No hay conexion con el API 0001)`,
    on422: (m) => `${m} La petición estaba bien formada pero no se pudo seguir debido a errores de semántica.`,
    on401: (m) => `${m} El cliente no posee los permisos necesarios para cierto contenido`,
  },
  appointments: { fallback: `${UNEXPECTED}. (Error 0014)`, on422: 'message', on401: 'signOut' },
  imaging: { fallback: `${UNEXPECTED}. (Error 0007)`, on422: 'message', on401: 'signOut' },
  invoices: { fallback: `${UNEXPECTED} al listar las facturas. (Error 0006)`, on422: 'message', on401: 'signOut' },
  laboratory: { fallback: `${UNEXPECTED}. (Error 0008)`, on422: 'message', on401: 'signOut' },
  // A failing pre-invoice call is silent (only logged).
  preInvoices: { fallback: null },
  residencySend: { fallback: `${UNEXPECTED}. (Error 0005)`, on422: 'message', on401: 'message' },
  // Paperwork, authorisation and job sends: their API errors are "not shown"; they go to the
  // contact endpoint, so they read like the contact send (0004), and a 401 ends the session, keeping the draft.
  memberFormSend: { fallback: `${UNEXPECTED} (Error 0004)`, on422: 'fieldErrors', on401: 'signOutDuringSend' },
  reimbursements: {
    fallback: `${UNEXPECTED} al cargar los reintegros. (Error 0015)`,
    on422: 'message',
    on401: 'signOut',
  },
  // A file's upload, a request and its added documents: a 401 keeps the draft, as the other member sends do.
  reimbursementSend: { fallback: `${UNEXPECTED} (Error 0016)`, on422: 'fieldErrors', on401: 'signOutDuringSend' },
  // The family group's proposed calls (docs/api.md, "Grupo familiar").
  familyGroup: {
    fallback: `${UNEXPECTED} al cargar el grupo familiar. (Error 0017)`,
    on422: 'message',
    on401: 'signOut',
  },
  certificate: {
    fallback: `${UNEXPECTED} al descargar el certificado. (Error 0018)`,
    on422: 'message',
    on401: 'signOut',
  },
};

declare module '@tanstack/react-query' {
  interface Register {
    /** A query or mutation names its call; its failures are told by this catalogue (src/app/query-client.ts). */
    queryMeta: { call?: ApiCall };
    mutationMeta: { call?: ApiCall };
  }
}

export type ErrorReport = { messages: string[]; signOut: boolean };

/**
 * The sends with files (src/lib/upload.ts): the API never says how large a send may be. Told the same
 * way for every form; the form keeps everything typed.
 */
export const FILES_TOO_LARGE_MESSAGE = `Los archivos adjuntos son demasiado grandes: un envío admite hasta ${
  MAX_FILES_TOTAL_BYTES / (1024 * 1024)
} MB en total. Quitá alguno o elegí archivos más livianos y volvé a enviar; lo que escribiste sigue en el formulario.`;

/**
 * A 429 (too many requests): our own text. Every call says the same, with the wait the answer asked for
 * (Retry-After) when it said one. It used to read as the call's fallback ("No hay conexion con el API").
 */
function tooManyRequestsMessage(retryAfterSeconds?: number): string {
  const base = 'Recibimos muchos pedidos seguidos desde tu conexión.';
  if (!retryAfterSeconds || retryAfterSeconds <= 0) return `${base} Esperá un momento y volvé a intentar.`;
  const wait =
    retryAfterSeconds === 1
      ? '1 segundo'
      : retryAfterSeconds < 120
        ? `${retryAfterSeconds} segundos`
        : `${Math.ceil(retryAfterSeconds / 60)} minutos`;
  return `${base} Esperá ${wait} y volvé a intentar.`;
}

/** What the user is told about a failed call, and whether the session ends. */
export function describeError(call: ApiCall, error: unknown): ErrorReport {
  const entry = catalogue[call];
  const fallback = { messages: entry.fallback ? [entry.fallback] : [], signOut: false };
  // A send that may have arrived is not a failure: the form says so in place (components/forms/send-notice.tsx).
  if (isApiError(error) && error.kind === 'unconfirmed') return { messages: [], signOut: false };
  if (isApiError(error) && (error.kind === 'too-large' || error.status === 413))
    return { messages: [FILES_TOO_LARGE_MESSAGE], signOut: false };
  if (!isApiError(error) || error.kind !== 'http') return fallback;
  // A silent call (pre-invoices) stays silent.
  if (error.status === 429 && entry.fallback !== null)
    return { messages: [tooManyRequestsMessage(error.retryAfterSeconds)], signOut: false };
  const message = error.serverMessage;

  if (error.status === 422 && entry.on422 && message !== undefined) {
    if (entry.on422 === 'message') return { messages: [message], signOut: false };
    if (entry.on422 === 'fieldErrors') {
      const fieldMessages = Object.values(error.fieldErrors).flat();
      return { messages: fieldMessages.length > 0 ? fieldMessages : [message], signOut: false };
    }
    return { messages: [entry.on422(message)], signOut: false };
  }
  if (error.status === 422 && entry.on422 === 'fieldErrors') {
    const fieldMessages = Object.values(error.fieldErrors).flat();
    if (fieldMessages.length > 0) return { messages: fieldMessages, signOut: false };
  }
  if (error.status === 401 && entry.on401) {
    const text = message ?? 'Unauthenticated.';
    if (entry.on401 === 'message') return { messages: [text], signOut: false };
    if (entry.on401 === 'signOut') return { messages: [text], signOut: true };
    if (entry.on401 === 'signOutDuringSend')
      return { messages: [text, SESSION_ENDED_DURING_SEND_MESSAGE], signOut: true };
    return { messages: [entry.on401(text)], signOut: false };
  }
  return fallback;
}

/**
 * What a list that failed to load says in place (with 'Reintentar'): the catalogue's text; a call the catalogue
 * keeps silent (pre-invoices: no toast) still says that it failed, never that it is empty.
 */
export function failedReadMessage(call: ApiCall, error: unknown): string {
  return describeError(call, error).messages[0] ?? `${UNEXPECTED}.`;
}

/** A call that failed while offline (our own text): say to try again. */
export const OFFLINE_FAILED_MESSAGE = 'Sin conexión: revisá tu conexión a internet y volvé a intentar.';
