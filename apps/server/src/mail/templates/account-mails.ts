import type { MailMessage } from '../outbox.repository.js';
import { composeMail } from './layout.js';

interface Recipient {
  to: string;
  name: string;
}

export const otpMail = ({ to, name }: Recipient, code: string, minutes: number): MailMessage =>
  composeMail(to, 'Your GeoRisk activation code', name, [
    'Use this code to activate your GeoRisk account:',
    { code },
    `The code is valid for ${minutes} minutes and can be used once.`,
    'If you did not sign up for GeoRisk, you can ignore this message.',
  ]);

export const resetMail = ({ to, name }: Recipient, link: string, minutes: number): MailMessage =>
  composeMail(to, 'Reset your GeoRisk password', name, [
    'We received a request to reset the password of your GeoRisk account. Open this link to choose a new one:',
    { link },
    `The link is valid for ${minutes} minutes and can be used once.`,
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ]);

export const passwordChangedMail = ({ to, name }: Recipient): MailMessage =>
  composeMail(to, 'Your GeoRisk password was changed', name, [
    'The password of your GeoRisk account was just changed, and every other session was signed out.',
    'If this was not you, reset your password now with Forget Password on the login page, and tell us.',
  ]);
