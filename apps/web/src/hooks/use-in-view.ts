import { useEffect, useState } from 'react';

/**
 * Whether the element is on screen now (at least `threshold` of it), following it as the page
 * scrolls; unlike `useNearViewport` it turns false again when the element leaves. `ref` is a
 * callback ref, so the element may change (a list's last item) and is watched afresh.
 */
export const useInView = <T extends Element>(threshold = 0.5) => {
  const [element, setElement] = useState<T | null>(null);
  // The element last reported on screen: a change of element is not in view until it says so.
  const [shown, setShown] = useState<Element | null>(null);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setShown(entry.isIntersecting ? entry.target : null);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold]);
  return { ref: setElement, inView: element !== null && shown === element };
};
