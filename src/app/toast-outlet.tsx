import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { fetchToastsAhead, loadToasts, toastsWanted } from '@/lib/notify';

const Toaster = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

/**
 * Every send comes from a form and may need a toast, also without a connection (it cannot fetch the toasts' code
 * then): the first focus in a form fetches it ahead, once. Visitors who never use a form never download it.
 */
function useToastsReadyForForms() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('form')) return;
      document.removeEventListener('focusin', onFocus);
      fetchToastsAhead();
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}

/** The Toaster, mounted with the first toast (src/lib/notify.ts). */
export function ToastOutlet() {
  useToastsReadyForForms();
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        toastOptions={{ duration: 4000, ariaProps: { role: 'status', 'aria-live': 'polite' } }}
      />
    </Suspense>
  );
}
