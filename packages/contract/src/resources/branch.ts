import { z } from 'zod';
import { MAX_LENGTH, RISK_LEVELS } from '../constants.js';
import { countryCode } from '../countries-field.js';
import { listReplyWith, replyWith } from '../envelope.js';
import {
  id,
  optionalLine,
  optionalText,
  paging,
  removeFlag,
  requiredLine,
  timestamps,
} from '../fields.js';

/**
 * Branches: a company's (or a solo customer's) offices, plants and other places, with the radius
 * and minimum level at which news near them matters (DESIGN section 13, docs/rules/branches.md).
 */
export const BRANCH_KINDS = [
  'office',
  'plant',
  'warehouse',
  'hotel',
  'residence',
  'route',
  'other',
] as const;
export type BranchKind = (typeof BRANCH_KINDS)[number];

export const BRANCH_LIMITS = {
  radiusMin: 1,
  radiusMax: 500,
  radiusDefault: 50,
  peopleMax: 1_000_000,
  /** An import takes at most this many rows, and this many characters of CSV. */
  importRows: 5000,
  importChars: 1_000_000,
} as const;
export const BRANCH_DEFAULT_LEVEL = 'High Risk';

/** The CSV columns of import and export, in this order. */
export const BRANCH_CSV_COLUMNS = [
  'name',
  'kind',
  'lat',
  'lon',
  'city',
  'country',
  'radius_km',
  'min_level',
  'people',
] as const;

export const BRANCH_MESSAGES = {
  name: 'Please enter the branch name',
  kind: 'Please choose a kind: office, plant, warehouse, hotel, residence, route or other',
  lat: 'Please enter a latitude between -90 and 90',
  lon: 'Please enter a longitude between -180 and 180',
  radius: 'Please enter a radius between 1 and 500 km',
  minLevel: 'Please choose a minimum level: Severe, High Risk, Medium Risk, Risk or Low Risk',
  people: 'Please enter the number of people, a whole number from 0 to 1000000',
  csv: 'Please choose a CSV file to import',
  csvTooLarge: 'The CSV file is larger than 1 MB. Please split it into smaller files',
} as const;

const number = (message: string, min: number, max: number) =>
  z.number({ error: message }).min(min, { error: message }).max(max, { error: message });

/** Keys in the order the form checks them. */
export const branchFormSchema = z.object({
  name: requiredLine(BRANCH_MESSAGES.name, MAX_LENGTH.name, 'Name'),
  kind: z.enum(BRANCH_KINDS, { error: BRANCH_MESSAGES.kind }),
  lat: number(BRANCH_MESSAGES.lat, -90, 90),
  lon: number(BRANCH_MESSAGES.lon, -180, 180),
  place_name: optionalLine(MAX_LENGTH.name, 'City').optional(),
  country: countryCode,
  radius_km: number(BRANCH_MESSAGES.radius, BRANCH_LIMITS.radiusMin, BRANCH_LIMITS.radiusMax)
    .int({ error: BRANCH_MESSAGES.radius })
    .default(BRANCH_LIMITS.radiusDefault),
  min_level: z.enum(RISK_LEVELS, { error: BRANCH_MESSAGES.minLevel }).default(BRANCH_DEFAULT_LEVEL),
  people: number(BRANCH_MESSAGES.people, 0, BRANCH_LIMITS.peopleMax)
    .int({ error: BRANCH_MESSAGES.people })
    .default(0),
  notes: optionalText(MAX_LENGTH.about, 'Notes').optional(),
});
export type BranchForm = z.input<typeof branchFormSchema>;
export type BranchValues = z.output<typeof branchFormSchema>;

export const branchInsertSchema = branchFormSchema;
export const branchUpdateSchema = branchFormSchema.extend({ branch_id: id() });
export const branchIdSchema = z.object({ branch_id: id() });
export const branchRemoveSchema = branchIdSchema.extend({ is_deleted: removeFlag });
/** The caller's branches (a company's, or a solo customer's own); `q` matches name and city. */
export const branchListSchema = z.object({ ...paging });
export const branchImportSchema = z.object({
  csv: z
    .string({ error: BRANCH_MESSAGES.csv })
    .min(1, { error: BRANCH_MESSAGES.csv })
    .max(BRANCH_LIMITS.importChars, { error: BRANCH_MESSAGES.csvTooLarge }),
});
export const branchExportSchema = z.object({});

/** Where a branch is and what it is: a branch, and a branch on the exposure map (exposure.ts). */
export const branchPlace = z.object({
  branch_id: z.string(),
  name: z.string(),
  kind: z.enum(BRANCH_KINDS),
  lat: z.number(),
  lon: z.number(),
  place_name: z.string().nullable(),
  country: z.string(),
});

export const branch = branchPlace.extend({
  radius_km: z.number(),
  min_level: z.enum(RISK_LEVELS),
  people: z.number(),
  notes: z.string(),
  company_id: z.string().nullable(),
  ...timestamps,
});
export type Branch = z.infer<typeof branch>;

/** One refused CSV row: its line in the file (the header is line 1) and why. */
export const branchImportError = z.object({ line: z.number().int(), message: z.string() });
export type BranchImportError = z.infer<typeof branchImportError>;

export const branchReply = replyWith('branch', branch);
/** `can_manage`: whether the caller may add, change, delete and import (their screens follow it). */
export const branchListReply = listReplyWith('branch', branch).extend({ can_manage: z.boolean() });
export const branchImportReply = replyWith('branch', z.object({ imported: z.number().int() }));
export const branchExportReply = replyWith(
  'branch',
  z.object({ csv: z.string(), rows: z.number().int() }),
);
