import { countryName, type Checkin, type CheckinAnswer } from '@georisk/contract';

/** Whom a check-in asked, in a few words. */
export const askedWhom = (c: Pick<Checkin, 'by' | 'country' | 'article'>) => {
  if (c.by === 'country') return `Travellers in ${countryName(c.country ?? '')}`;
  if (c.by === 'event') return `Near: ${c.article?.title ?? 'an event'}`;
  return 'Chosen travellers';
};

/** An answer's words and colour on the board (text as well as colour: never colour alone). */
export const ANSWER_BADGES: Record<CheckinAnswer | 'none', { text: string; bg: string }> = {
  safe: { text: 'Safe', bg: 'success' },
  help: { text: 'Needs help', bg: 'danger' },
  none: { text: 'No answer yet', bg: 'secondary' },
};
