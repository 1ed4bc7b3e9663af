/**
 * The zoom buttons' Bootstrap icons. The map shows on the landing page, whose small icon
 * stylesheet (app/landing-icons.ts) must carry them: kept apart so that list need not import the map.
 */
export const MAP_ZOOM_ICONS = {
  in: 'plus-lg',
  out: 'dash-lg',
  reset: 'arrows-angle-contract',
} as const;
