import { CHECKIN_LIMITS, CHECKIN_MESSAGES, countryName } from '@georisk/contract';

/** The check-ins module's replies and refusals (docs/rules/checkins.md). */
export const CHECKIN_TEXTS = {
  checkin: 'Check-in',
  started: (n: number) =>
    `Check-in started: ${n} ${n === 1 ? 'traveller has' : 'travellers have'} been e-mailed.`,
  read: 'Check-in found.',
  listed: 'Check-ins found.',
  closed: 'Check-in closed. Its links no longer record answers.',
  alreadyClosed: 'This check-in is already closed',
  recorded: 'Thank you: your answer has been recorded.',
  unchanged: 'Your answer was already recorded.',
  nobodyInCountry: (country: string) =>
    `Nobody is travelling in ${countryName(country)} right now: there is nobody to ask`,
  nobodyNearEvent: `No traveller is within ${CHECKIN_LIMITS.nearbyKm} km of this event right now: there is nobody to ask`,
  eventNotLocated: 'This event names no place, so nobody can be found near it',
  event: 'Event',
  traveller: 'Traveller',
  invalidLink: CHECKIN_MESSAGES.token,
  expiredLink: `This link has expired: links work for ${CHECKIN_LIMITS.linkHours} hours. Please contact your company directly`,
  closedCheckin:
    'This check-in has been closed, so answers are no longer recorded. Please contact your company directly if you need help',
} as const;
