/** The events module's public face (docs/rules/news.md, "Events"). */
export { eventRoutes as eventsModule } from './events.routes.js';
export { clusterIntoEvents, type ClusteredArticle } from './event-clustering.service.js';
export { eventNoticeGate, type EventNoticeGate } from './event-notices.js';
export { levelRank, levelRankSql } from './event-level.js';
