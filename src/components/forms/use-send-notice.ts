import { useRef, useState } from 'react';
import type { SendNoticeState } from './send-notice';

/**
 * What the form says about its last send (send-notice.tsx): a draft restored, or a send that may have arrived. After
 * such a send, Enviar first asks, so a second send is deliberate: `submit(send)` then only remembers the send, and
 * 'Enviar de nuevo' (`props.onResend`) runs it.
 */
export function useSendNotice(initial: SendNoticeState) {
  const [notice, setNotice] = useState<SendNoticeState>(initial);
  const last = useRef<() => Promise<void>>(undefined);
  const submit = (send: () => Promise<void>, resend: () => Promise<void>) => {
    last.current = resend;
    if (notice === 'unconfirmed' || notice === 'asking') {
      setNotice('asking');
      return;
    }
    void send();
  };
  const props = {
    state: notice,
    onResend: () => void last.current?.(),
    onWait: () => setNotice('unconfirmed'),
  };
  return { setNotice, submit, props };
}
