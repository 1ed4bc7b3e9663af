import { z } from 'zod';
import { branchPlace } from './branch.js';
import { RISK_LEVELS } from '../constants.js';
import { replyWith } from '../envelope.js';
import { id } from '../fields.js';

/**
 * The exposure map (DESIGN section 13, docs/rules/branches.md "Exposure map"): the caller's
 * branches, the located news of the last days and the countries' levels, in one read.
 */
export const EXPOSURE_LIMITS = {
  /** Located news of this many days is on the map. */
  days: 7,
  /** At most this many event points (the newest). */
  events: 2000,
  /** At most this many branches (platform admins, who read every branch). */
  branches: 5000,
} as const;

/** `branch_id`: only that branch, and only the events within its radius (the branch page). */
export const exposureGetSchema = z.object({ branch_id: id().optional() });
export type ExposureGet = z.input<typeof exposureGetSchema>;

const level = z.enum(RISK_LEVELS);

export const exposureBranch = branchPlace.extend({
  people: z.number().int(),
  radius_km: z.number().int(),
  min_level: level,
  /** The level of the branch's worst open alert; null without one. */
  worst_level: level.nullable(),
  open_alerts: z.number().int(),
});
export type ExposureBranch = z.infer<typeof exposureBranch>;

/** One place of a located article: an article naming three cities is three events. */
export const exposureEvent = z.object({
  article_id: z.string(),
  title: z.string(),
  url: z.string(),
  level,
  published_at: z.string(),
  place_name: z.string(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Great-circle distance to the branch asked for; null on the whole map. */
  distance_km: z.number().nullable(),
});
export type ExposureEvent = z.infer<typeof exposureEvent>;

/** A country's level, as the world map colours it (null: no signal). */
export const exposureCountry = z.object({ code: z.string(), level: level.nullable() });
export type ExposureCountry = z.infer<typeof exposureCountry>;

export const exposure = z.object({
  branches: z.array(exposureBranch),
  events: z.array(exposureEvent),
  countries: z.array(exposureCountry),
  /** Whether the caller may add branches (the map's "New branch here" follows it). */
  can_manage: z.boolean(),
});
export type Exposure = z.infer<typeof exposure>;

export const exposureGetReply = replyWith('exposure', exposure);
