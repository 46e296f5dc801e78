import { useCallback, useRef } from 'react';

/**
 * The send guard of every form: at most one submission at a time. Two clicks in the same task land before React
 * re-renders a disabled button, so a ref set synchronously, in the submit event itself, stops the second one;
 * it covers the whole submission (validation, encoding, the request) and is released when it ends.
 */
export function useSendOnce() {
  const busy = useRef(false);
  return useCallback(async (submission: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await submission();
    } finally {
      busy.current = false;
    }
  }, []);
}
