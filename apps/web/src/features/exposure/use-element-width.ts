import { useEffect, useState } from 'react';

/** An element's width in CSS pixels, kept up to date as it resizes (0 until it is known). */
export const useElementWidth = (element: Element | null): number => {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
};
