/** Texts the app shows beside lists and forms, outside the error catalogue (src/api/errors.ts). */

/**
 * No connection (our own text). A list whose load waits for the connection says so beside the list, and a send
 * that waits for it says so in a toast: both go ahead by themselves when the connection returns, and nothing typed
 * is lost.
 */
export const OFFLINE_MESSAGE = 'Sin conexión: revisá tu conexión a internet. Lo intentamos de nuevo cuando vuelva.';

export const SIGNED_OUT_MESSAGE = 'Haz cerrado sesión satisfactoriamente.';
export const SENT_MESSAGE = 'Mensaje enviado exitosamente.';
/** A list on its way: the prerendered page's start-up script shows it too, so it is written in src/boot. */
export { LIST_LOADING_MESSAGE } from '@/boot/boot-rules';
/** A list that came empty. */
export const EMPTY_SELECT_MESSAGE = 'No se encontraron datos.';

/**
 * A send whose outcome is unknown (a timeout, a proxy's 502/503/504, no answer after it went out): every form says
 * this in place, keeps everything typed and attached, and asks before sending again
 * (docs/decisions/saying-what-happened.md).
 */
export const UNCONFIRMED_SEND_TITLE = 'Tu envío pudo haber llegado';
export const unconfirmedSendText = (phone: string) =>
  `No recibimos la respuesta del servidor, pero tu envío pudo haber llegado. Antes de enviarlo de nuevo, revisá si te llegó el correo de confirmación y esperá unos minutos, o llamanos al ${phone} para confirmarlo. Lo que escribiste y adjuntaste sigue en el formulario.`;
export const RESEND_QUESTION = '¿Querés enviarlo de nuevo? Si el primer envío llegó, lo vamos a recibir dos veces.';

/** A 401 during a member's send: after the server's message (the catalogue's), this; the draft is kept. */
export const SESSION_ENDED_DURING_SEND_MESSAGE = 'Tu sesión terminó. Ingresá de nuevo para enviar lo que escribiste.';
/** Back on the form after signing in again: the kept draft is there, nothing was sent. */
export const DRAFT_RESTORED_MESSAGE =
  'Recuperamos lo que escribiste antes de que terminara tu sesión. Todavía no se envió: revisalo y tocá Enviar. Si habías adjuntado archivos, tenés que elegirlos de nuevo.';
