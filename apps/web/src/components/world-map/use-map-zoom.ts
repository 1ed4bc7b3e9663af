import Panzoom, { type PanzoomObject } from '@panzoom/panzoom';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';

/** Zoom limits: the whole world at 1, a micro-state's neighbourhood at the most. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 12;
/** How far one arrow key moves the map, in screen pixels. */
const ARROW_STEP = 60;
/** A pointer that moved further than this between press and release dragged the map. */
const DRAG_SLOP = 5;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * Zoom and pan for the map's SVG through @panzoom/panzoom (docs/architecture.md): the wheel,
 * pinch and drag come from the library; the buttons and keys (+, −, 0 and the arrows) call it.
 * Pass the returned `attach` (a callback ref) to the element to move; its parent is the clipping
 * viewport, which takes `viewportProps`; `onKeyDown` goes on an element around both.
 */
export const useMapZoom = <T extends HTMLElement | SVGSVGElement>() => {
  const [element, attach] = useState<T | null>(null);
  const zoom = useRef<PanzoomObject | null>(null);
  const pressed = useRef<{ x: number; y: number } | null>(null);
  const [scale, setScale] = useState(MIN_ZOOM);

  useEffect(() => {
    const viewport = element?.parentElement;
    if (!element || !viewport) return;
    const panzoom = Panzoom(element, {
      minScale: MIN_ZOOM,
      maxScale: MAX_ZOOM,
      contain: 'outside',
      cursor: 'grab',
      // The library's default stops the press, which would keep a country link from its focus
      // and hover; the page must not scroll or select text under a drag all the same.
      handleStartEvent: (event: Event) => event.preventDefault(),
    });
    zoom.current = panzoom;
    // Rounded: zooming in and out again lands a hair beside 1 (exp(step) × exp(−step)).
    const onChange = (event: Event) =>
      setScale(Math.round((event as CustomEvent<{ scale: number }>).detail.scale * 1000) / 1000);
    // Wheeling out of the whole world scrolls the page instead of being swallowed by the map.
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY > 0 && panzoom.getScale() <= MIN_ZOOM) return;
      panzoom.zoomWithWheel(event);
    };
    element.addEventListener('panzoomchange', onChange);
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('panzoomchange', onChange);
      viewport.removeEventListener('wheel', onWheel);
      panzoom.destroy();
      zoom.current = null;
    };
  }, [element]);

  // No animation: the library measures the map mid-transition for its `contain` limit and would
  // then refuse to zoom back out all the way.
  const zoomIn = () => zoom.current?.zoomIn({ animate: false });
  const zoomOut = () => zoom.current?.zoomOut({ animate: false });
  const reset = () => zoom.current?.reset({ animate: false });
  /** Zoom to `scale` keeping the screen point (clientX, clientY) where it is: a cluster's click. */
  const zoomAt = (target: number, clientX: number, clientY: number) =>
    zoom.current?.zoomToPoint(Math.min(MAX_ZOOM, target), { clientX, clientY }, { animate: false });

  const onKeyDown = (event: KeyboardEvent) => {
    const panzoom = zoom.current;
    if (!panzoom || event.altKey || event.ctrlKey || event.metaKey) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      const step = ARROW_STEP / panzoom.getScale();
      panzoom.pan(arrow[0] * step, arrow[1] * step, { relative: true, animate: false });
    } else if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-' || event.key === '−') zoomOut();
    else if (event.key === '0') reset();
    else return;
    event.preventDefault();
  };

  // A drag that ends on a country does not open it: only a press and release in place is a click.
  const onPointerDownCapture = (event: PointerEvent) => {
    pressed.current = { x: event.clientX, y: event.clientY };
  };
  const onClickCapture = (event: MouseEvent) => {
    const from = pressed.current;
    pressed.current = null;
    // detail 0: a click from the keyboard (Enter on a country), never a drag.
    if (
      from &&
      event.detail > 0 &&
      Math.hypot(event.clientX - from.x, event.clientY - from.y) > DRAG_SLOP
    ) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  // A country reached with Tab while zoomed in is brought into view: the keyboard never lands on
  // a country outside the viewport.
  const onFocusCapture = (event: FocusEvent) => {
    const panzoom = zoom.current;
    const viewport = event.currentTarget;
    if (!panzoom || event.target === element) return;
    const seen = viewport.getBoundingClientRect();
    const shape = (event.target as Element).getBoundingClientRect();
    const inside =
      shape.left >= seen.left &&
      shape.right <= seen.right &&
      shape.top >= seen.top &&
      shape.bottom <= seen.bottom;
    if (inside) return;
    const scale = panzoom.getScale();
    const dx = seen.left + seen.width / 2 - (shape.left + shape.width / 2);
    const dy = seen.top + seen.height / 2 - (shape.top + shape.height / 2);
    panzoom.pan(dx / scale, dy / scale, { relative: true, animate: false });
  };

  return {
    attach,
    scale,
    zoomIn,
    zoomOut,
    reset,
    zoomAt,
    /** For the element around the map and its buttons: the keys work from either. */
    onKeyDown,
    /** For the map's viewport. */
    viewportProps: { onPointerDownCapture, onClickCapture, onFocusCapture },
  };
};
