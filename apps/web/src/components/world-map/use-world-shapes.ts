import { useEffect, useState } from 'react';

export interface WorldShape {
  code: string;
  name: string;
  d: string;
}
export interface WorldShapes {
  width: number;
  height: number;
  /** The fitted Equal Earth projection the shapes were drawn with (map-projection.ts). */
  projection: { scale: number; translate: [number, number] };
  shapes: WorldShape[];
}

/** Projected once at build time (scripts/world-map.mjs); fetched once per page load. */
export const WORLD_SHAPES_URL = '/maps/world.json';
let pending: Promise<WorldShapes> | undefined;
const load = () => {
  pending ??= fetch(WORLD_SHAPES_URL).then((res) => {
    if (!res.ok) throw new Error(`map ${res.status}`);
    return res.json() as Promise<WorldShapes>;
  });
  pending.catch(() => (pending = undefined));
  return pending;
};

/** The country shapes, or null while loading (and when they cannot be had: the list remains). */
export const useWorldShapes = (): WorldShapes | null => {
  const [shapes, setShapes] = useState<WorldShapes | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setShapes(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return shapes;
};
