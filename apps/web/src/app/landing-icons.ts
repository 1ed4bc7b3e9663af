import { VERIFICATION_ICON } from '../components/verification-icons';
import { MAP_ZOOM_ICONS } from '../components/world-map/map-zoom-icons';
import { AREA_DETAILS, IMPACT_EXAMPLES } from '../features/home/landing-content';

/**
 * The Bootstrap icons a visitor's landing page shows (top bar, the news cards' countries and
 * verifications, consulting areas, impact examples, the world map's zoom buttons). The build turns this list into a small stylesheet (scripts/landing-icons-plugin.ts),
 * so the landing page does not load the rules of all 2 000 icons; every other screen loads the
 * full set (icon-font.ts), since admins may give a category any icon (docs/performance.md).
 */
export const LANDING_ICONS: readonly string[] = [
  'globe2',
  'person-circle',
  'geo-alt',
  ...Object.values(VERIFICATION_ICON).map((icon) => icon.slice(3)),
  ...Object.values(AREA_DETAILS).map((area) => area.icon),
  ...IMPACT_EXAMPLES.map((example) => example.icon),
  ...Object.values(MAP_ZOOM_ICONS),
];
