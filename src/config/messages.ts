/** Texts the app shows beside lists and forms, outside the error catalogue (src/api/errors.ts). */

/**
 * No connection (not in the spec). A list whose load waits for the connection says so beside the list, and a send
 * that waits for it says so in a toast: both go ahead by themselves when the connection returns, and nothing typed
 * is lost.
 */
export const OFFLINE_MESSAGE = 'Sin conexión: revisá tu conexión a internet. Lo intentamos de nuevo cuando vuelva.';

export const SIGNED_OUT_MESSAGE = 'Haz cerrado sesión satisfactoriamente.';
export const SENT_MESSAGE = 'Mensaje enviado exitosamente.';
export const EMPTY_SELECT_MESSAGE = 'No se encontraron datos.';
