import { z } from 'zod';
import { replyWith } from '../envelope.js';
import { flag, personName, phoneNumber } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { publicUser } from './auth.js';
import { digestChoice } from './digest.js';

/**
 * The caller's own profile (docs/rules/accounts.md, "Profile"): names, phone, time zone and which
 * notification mails they want. The e-mail is shown, never changed here.
 */
export const PROFILE_MESSAGES = {
  invalidTimeZone: 'Please choose a time zone from the list',
  updated: 'Profile updated successfully',
  completed: 'Profile Completed Successfully. Please Continue...',
  unchanged: 'Nothing to change: the profile already holds these values',
  read: 'Profile found',
} as const;

let zones: readonly string[] | undefined;
/** The IANA time zones this runtime knows (browser and server alike), plus UTC. */
export const timeZones = (): readonly string[] =>
  (zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])]);

export const isTimeZone = (value: string) => timeZones().includes(value);

const timeZone = z
  .string({ error: PROFILE_MESSAGES.invalidTimeZone })
  .trim()
  .refine(isTimeZone, { error: PROFILE_MESSAGES.invalidTimeZone });

/** `profile/update` body and the Profile form: keys in the order the screen checks them. */
export const profileUpdateSchema = z.object({
  firstName: personName(MESSAGES.invalidFirstName),
  lastName: personName(MESSAGES.invalidLastName),
  phone: phoneNumber,
  time_zone: timeZone,
  mail_requests: flag,
  mail_watch: flag,
  /** Left out: the stored choice stays (docs/rules/digests.md). */
  digest: digestChoice.optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateSchema>;

export const profileGetSchema = z.object({});

/** The account as the profile screen shows it: no secrets, no account status. */
export const profile = publicUser.omit({ is_active: true, is_disabled: true }).extend({
  /** Null until the first completion; the form proposes the browser's zone then. */
  time_zone: z.string().nullable(),
  mail_requests: z.boolean(),
  mail_watch: z.boolean(),
  digest: digestChoice,
  profile_completed_at: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

export const profileReply = replyWith('profile', profile);
/** `completed`: this save was the first completion (the screen shows the spec's message then). */
export const profileUpdateReply = profileReply.extend({ completed: z.boolean() });
export type ProfileUpdateReply = z.infer<typeof profileUpdateReply>;
