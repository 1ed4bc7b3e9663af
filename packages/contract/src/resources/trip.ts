import { z } from 'zod';
import { MAX_LENGTH, RISK_LEVELS } from '../constants.js';
import { countryCode } from '../countries-field.js';
import { listReplyWith, replyWith } from '../envelope.js';
import {
  id,
  latitude,
  longitude,
  optionalLine,
  optionalText,
  removeFlag,
  requiredText,
  timestamps,
} from '../fields.js';
import { MESSAGES } from '../messages.js';

/** Trips, their segments and approvals (DESIGN section 14, docs/rules/schedule.md). */
export const TRIP_STATUSES = [
  'planned',
  'pending_approval',
  'approved',
  'rejected',
  'active',
  'completed',
  'cancelled',
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export const TRIP_LIMITS = {
  segments: 20,
  /** An import file holds at most this many characters, and a CSV this many rows. */
  importChars: 1_000_000,
  importRows: 2000,
  /** How far from a segment's city the brief looks for located news, and how far back. */
  nearbyKm: 100,
  nearbyDays: 14,
} as const;
export const TRIP_DEFAULT_APPROVAL_LEVEL = 'High Risk';
export const TRIP_CSV_COLUMNS = [
  'traveller_email',
  'purpose',
  'city',
  'country',
  'from',
  'to',
] as const;
export const TRIP_IMPORT_FORMATS = ['ics', 'csv'] as const;

export const TRIP_MESSAGES = {
  traveller: 'Please choose the traveller',
  purpose: 'Please enter the purpose of the trip',
  segments: 'Please add at least one stop to the trip',
  tooManySegments: `A trip has at most ${TRIP_LIMITS.segments} stops`,
  from: 'Please enter when the stop begins, as a date and time',
  to: 'Please enter when the stop ends, as a date and time',
  note: 'Please say why the trip is rejected',
  file: 'Please choose a file to import',
  fileTooLarge: 'The file is larger than 1 MB. Please split it into smaller files',
  format: 'Please choose a file format: ics or csv',
  approvalLevel:
    'Please choose an approval level: Severe, High Risk, Medium Risk, Risk or Low Risk',
} as const;

/** A local wall-clock time in the stop's time zone: `YYYY-MM-DDTHH:mm` (seconds allowed). */
const wallClock = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, { error: message });

/** One stop: a city of the gazetteer (name and position), or a country alone; local times. */
export const segmentFormSchema = z.object({
  place_name: optionalLine(MAX_LENGTH.name, 'City').optional(),
  lat: latitude.nullable().optional(),
  lon: longitude.nullable().optional(),
  country: countryCode,
  from: wallClock(TRIP_MESSAGES.from),
  to: wallClock(TRIP_MESSAGES.to),
});
export type SegmentForm = z.input<typeof segmentFormSchema>;
export type SegmentValues = z.output<typeof segmentFormSchema>;

export const tripFormSchema = z.object({
  traveller_id: id(TRIP_MESSAGES.traveller),
  purpose: requiredText(TRIP_MESSAGES.purpose, MAX_LENGTH.name, 'Purpose'),
  segments: z
    .array(segmentFormSchema, { error: TRIP_MESSAGES.segments })
    .min(1, { error: TRIP_MESSAGES.segments })
    .max(TRIP_LIMITS.segments, { error: TRIP_MESSAGES.tooManySegments }),
});
export type TripForm = z.input<typeof tripFormSchema>;
export type TripValues = z.output<typeof tripFormSchema>;

export const tripInsertSchema = tripFormSchema;
export const tripUpdateSchema = tripFormSchema.extend({ trip_id: id() });
export const tripIdSchema = z.object({ trip_id: id() });
export const tripRemoveSchema = tripIdSchema.extend({ is_deleted: removeFlag });
export const tripRejectSchema = tripIdSchema.extend({
  note: requiredText(TRIP_MESSAGES.note, MAX_LENGTH.about, 'Note'),
});
/** An approval may carry a note for the traveller (a condition, a reminder); a refusal must. */
export const tripApproveSchema = tripIdSchema.extend({
  note: optionalText(MAX_LENGTH.about, 'Note').optional(),
});
/** Trips that overlap [from, to) (ISO instants; default: this week), by start. */
export const tripListSchema = z.object({
  from: z.iso.datetime({ offset: true, error: MESSAGES.invalidPaging }).optional(),
  to: z.iso.datetime({ offset: true, error: MESSAGES.invalidPaging }).optional(),
  traveller_id: id().optional(),
  limit: z.number({ error: MESSAGES.invalidPaging }).int().min(1).max(500).optional(),
  offset: z.number({ error: MESSAGES.invalidPaging }).int().min(0).optional(),
});
export const tripImportSchema = z.object({
  format: z.enum(TRIP_IMPORT_FORMATS, { error: TRIP_MESSAGES.format }),
  file: z
    .string({ error: TRIP_MESSAGES.file })
    .min(1, { error: TRIP_MESSAGES.file })
    .max(TRIP_LIMITS.importChars, { error: TRIP_MESSAGES.fileTooLarge }),
  /** An ICS file is one trip: whose, and why (a CSV names them on every row). */
  traveller_id: id(TRIP_MESSAGES.traveller).optional(),
  purpose: requiredText(TRIP_MESSAGES.purpose, MAX_LENGTH.name, 'Purpose').optional(),
});
export const tripSettingsSchema = z.object({
  approval_level: z.enum(RISK_LEVELS, { error: TRIP_MESSAGES.approvalLevel }),
});

export const segment = z.object({
  place_name: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  country: z.string(),
  /** The IANA zone the local times are in. */
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  from_utc: z.string(),
  to_utc: z.string(),
});
export type Segment = z.infer<typeof segment>;

export const trip = z.object({
  trip_id: z.string(),
  traveller: z.object({ traveller_id: z.string(), name: z.string(), email: z.string() }),
  purpose: z.string(),
  status: z.enum(TRIP_STATUSES),
  segments: z.array(segment),
  starts_at: z.string(),
  ends_at: z.string(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  company_id: z.string().nullable(),
  ...timestamps,
});
export type Trip = z.infer<typeof trip>;

/** One refused line of an import file (the CSV header or the VEVENT's BEGIN line) and why. */
export const tripImportError = z.object({ line: z.number().int(), message: z.string() });
export type TripImportError = z.infer<typeof tripImportError>;

export const tripReply = replyWith('trip', trip);
export const tripListReply = listReplyWith('trip', trip).extend({ can_manage: z.boolean() });
export const tripImportReply = replyWith(
  'trip',
  z.object({ imported: z.number().int(), trip_ids: z.array(z.string()) }),
);
export const tripSettingsReply = replyWith(
  'tripSettings',
  z.object({ approval_level: z.enum(RISK_LEVELS), can_manage: z.boolean() }),
);

const briefArticle = z.object({
  articles_id: z.string(),
  title: z.string(),
  url: z.string(),
  riskLevel: z.string(),
  publishedAt: z.string(),
  place: z.string(),
  distance_km: z.number(),
});
const briefReason = z.object({ title: z.string(), level: z.string(), at: z.string() });
const briefFinding = z.object({
  incident_id: z.string(),
  query: z.string(),
  created_at: z.string(),
});
export const briefSegment = z.object({
  segment,
  country_name: z.string(),
  level: z.enum(RISK_LEVELS).nullable(),
  reasons: z.array(briefReason),
  nearby: z.array(briefArticle),
  findings: z.array(briefFinding),
  advisory: z
    .object({
      text: z.string(),
      override_level: z.enum(RISK_LEVELS).nullable(),
      emergency_contacts: z.string(),
    })
    .nullable(),
});
export type BriefSegment = z.infer<typeof briefSegment>;
export const brief = z.object({ trip, segments: z.array(briefSegment) });
export type Brief = z.infer<typeof brief>;
export const tripBriefReply = replyWith('brief', brief);
