/**
 * The exposure alerts module's public face (docs/rules/exposure.md): its routes, the matching
 * the news sweep calls for each batch of new articles, and the reads of the map and the dashboard.
 */
export { exposureAlertRoutes as exposureAlertsModule } from './exposure-alerts.routes.js';
export {
  matchExposure,
  raiseExposureAlerts,
  EXPOSURE_MAIL_WINDOW_S,
  type MatchableArticle,
} from './exposure-matching.service.js';
export { matchTrips, raiseTripAlerts } from './trip-exposure.service.js';
export { worstOpenLevels } from './exposure-alerts.repository.js';
/** The columns the news sweep claims an article with, as matching reads it. */
export { matchableColumns } from './exposure-candidates.repository.js';
export { exposureFiguresOf } from './exposure-alerts.service.js';
/** The read alert/list runs: the ingest bench watches it for each new article's alert. */
export { alertsOf } from './exposure-alerts.service.js';
/** The radius geometry the exposure map's branch page shares (geolib). */
export { boxAround, distanceKm, type Box } from './exposure-geometry.js';
