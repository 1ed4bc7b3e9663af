import { AREA_DETAILS, IMPACT_EXAMPLES } from '../features/home/landing-content';

/**
 * The Bootstrap icons a visitor's landing page shows (top bar, consulting areas, impact
 * examples). The build turns this list into a small stylesheet (scripts/landing-icons-plugin.ts),
 * so the landing page does not load the rules of all 2 000 icons; every other screen loads the
 * full set (icon-font.ts), since admins may give a category any icon (docs/performance.md).
 */
export const LANDING_ICONS: readonly string[] = [
  'globe2',
  'person-circle',
  ...Object.values(AREA_DETAILS).map((area) => area.icon),
  ...IMPACT_EXAMPLES.map((example) => example.icon),
];
