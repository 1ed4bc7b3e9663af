import { useEffect, useRef } from 'react';
import './view-region.css';

/**
 * The incident and finding screens swap sub-views in place (list, form, report); the button that
 * was pressed disappears with the old view. This moves focus to the new view's region (give it
 * tabIndex={-1}) so keyboard and screen-reader users land on it. The first view keeps the page's
 * normal focus: only a change moves it. Pair the region with the view-region class (no focus ring).
 */
export const useFocusOnChange = <T extends HTMLElement>(view: string) => {
  const region = useRef<T>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    region.current?.focus();
  }, [view]);
  return region;
};
