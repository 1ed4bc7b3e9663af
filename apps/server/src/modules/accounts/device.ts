import Bowser from 'bowser';

/** Longest device label kept (a User-Agent is the client's to choose). */
const MAX_DEVICE = 120;

/**
 * A session's device as a person recognises it, "Chrome 131 on Linux", read from the User-Agent
 * by a well-kept parser (bowser); empty when there is none, the raw text never stored.
 */
export const deviceOf = (userAgent: string | undefined): string => {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent.slice(0, 1000));
  const major = browser.version?.split('.')[0];
  const name = [browser.name, major].filter(Boolean).join(' ');
  const label = [name, os.name].filter(Boolean).join(' on ');
  return (label || 'Unknown device').slice(0, MAX_DEVICE);
};
