import { useRef } from 'react';
import { SENT_MESSAGE } from '@/lib/error-catalogue';
import { notify } from '@/lib/notify';

/**
 * Sends a form at most once at a time: two quick clicks land before React re-renders the
 * disabled button, so a ref stops the second. On success the spec's toast, then `onSent`;
 * a failure is told by the error catalogue and the form keeps every value.
 */
export function useSendOnce<V>(send: (values: V) => Promise<unknown>, onSent: () => void | Promise<unknown>) {
  const sending = useRef(false);
  return async (values: V) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send(values);
      notify.success(SENT_MESSAGE);
      await onSent();
    } catch {
      // Told by the error catalogue (the mutation's meta.call).
    } finally {
      sending.current = false;
    }
  };
}
