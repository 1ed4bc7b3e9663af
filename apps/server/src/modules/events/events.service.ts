import type { EventList } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { foundOr } from '../../domain/result.js';
import { EVENT_MESSAGES as M } from './events.messages.js';
import { findEvent, listEvents } from './events.repository.js';

/** The news as events, public like the articles (docs/rules/news.md, "Events"). */
export const eventsOf = (db: Database, filter: EventList) => listEvents(db, filter);

export const eventOf = async (db: Database, eventId: string) =>
  foundOr(await findEvent(db, eventId), M.label.one);
