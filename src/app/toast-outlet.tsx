import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToasts, toastsWanted } from '@/lib/notify';

const Toaster = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

/** The Toaster, mounted with the first toast (src/lib/notify.ts). */
export function ToastOutlet() {
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
