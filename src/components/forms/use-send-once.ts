import { useRef } from 'react';
import { SENT_MESSAGE } from '@/lib/error-catalogue';
import { notify } from '@/lib/notify';

type Options = {
  /** After a success and its toast: reset the form, leave the page… */
  onSent?: () => unknown;
  /** The success toast: 'Mensaje enviado exitosamente.' unless the send says it otherwise (null: none). */
  sentMessage?: string | null;
};

/**
 * The send guard of every form: at most one send at a time. Two quick clicks land before React re-renders the
 * disabled button, so a ref (set synchronously) stops the second. A failure is told by the error catalogue (the
 * mutation's meta.call) and the form keeps every value.
 */
export function useSendOnce<V>(
  send: (values: V) => Promise<unknown>,
  { onSent, sentMessage = SENT_MESSAGE }: Options = {},
) {
  const sending = useRef(false);
  return async (values: V) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send(values);
      if (sentMessage) notify.success(sentMessage);
      await onSent?.();
    } catch {
      // Told by the error catalogue.
    } finally {
      sending.current = false;
    }
  };
}
