import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (at once where IntersectionObserver is missing): for
 * code that only below-the-fold content needs, fetched when the visitor scrolls towards it, not with the page.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  return { ref, visible };
}
