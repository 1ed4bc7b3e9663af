import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { firstError } from '../validate.js';
import {
  activateSchema,
  forgetSchema,
  loginSchema,
  registerFormSchema,
  updatePasswordFormSchema,
  userInsertSchema,
} from './auth.js';

const GOOD_PASSWORD = 'Secret#123';
const validRegister = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneCode: ['+44'],
  phone: '7700900123',
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
};

describe('email rule (validator isEmail defaults)', () => {
  const local64 = 'a'.repeat(64);
  const domainFor = (total: number, local: string) => {
    // Labels of at most 63 characters, ending in a real TLD.
    const remaining = total - local.length - 1 - '.com'.length;
    const labels: string[] = [];
    let left = remaining;
    while (left > 0) {
      const size = Math.min(63, left === 64 ? 62 : left);
      labels.push('b'.repeat(size));
      left -= size + 1;
    }
    return `${labels.join('.')}.com`;
  };

  it.each([
    ['ada@example.com', null],
    [`${local64}@example.com`, null],
    [`${local64}a@example.com`, MESSAGES.invalidEmail],
    ['ada@localhost', MESSAGES.invalidEmail],
    ['ada.example.com', MESSAGES.invalidEmail],
    ['', MESSAGES.invalidEmail],
  ])('%s -> %s', (email, expected) => {
    expect(firstError(forgetSchema, { email })).toBe(expected);
  });

  it('accepts 254 characters in total and refuses 255', () => {
    const at254 = `${local64}@${domainFor(254, local64)}`;
    expect(at254).toHaveLength(254);
    expect(firstError(forgetSchema, { email: at254 })).toBeNull();
    const at255 = `${local64}@b${domainFor(254, local64)}`;
    expect(at255).toHaveLength(255);
    expect(firstError(forgetSchema, { email: at255 })).toBe(MESSAGES.invalidEmail);
  });

  it('gives the email message for a wrong type too', () => {
    expect(firstError(forgetSchema, { email: 42 })).toBe(MESSAGES.invalidEmail);
    expect(firstError(forgetSchema, {})).toBe(MESSAGES.invalidEmail);
  });
});

describe('password strength rule', () => {
  it.each<[string, string | null, string]>([
    ['Secret#1', null, 'exactly 8 with every class'],
    ['Secre#1', MESSAGES.invalidPassword, '7 characters'],
    ['SECRET#123', MESSAGES.invalidPassword, 'no lowercase'],
    ['secret#123', MESSAGES.invalidPassword, 'no uppercase'],
    ['Secret#abc', MESSAGES.invalidPassword, 'no number'],
    ['Secret1234', MESSAGES.invalidPassword, 'no symbol'],
    [`Aa1#${'x'.repeat(124)}`, null, '128 characters'],
    [`Aa1#${'x'.repeat(125)}`, MESSAGES.passwordTooLong, '129 characters'],
  ])('%s -> %s (%s)', (password, expected) => {
    expect(firstError(updatePasswordFormSchema, { currentPassword: 'x', password })).toBe(expected);
  });
});

describe('login form', () => {
  it('checks email before password', () => {
    expect(firstError(loginSchema, { email: 'bad', password: 'bad' })).toBe(MESSAGES.invalidEmail);
    expect(firstError(loginSchema, { email: 'a@b.co', password: 'bad' })).toBe(
      MESSAGES.invalidPassword,
    );
    expect(firstError(loginSchema, { email: 'a@b.co', password: GOOD_PASSWORD })).toBeNull();
  });
});

describe('register form, in spec order', () => {
  it.each([
    [{ firstName: 'Ada1' }, MESSAGES.invalidFirstName],
    [{ firstName: '' }, MESSAGES.invalidFirstName],
    [{ lastName: 'Love-lace' }, MESSAGES.invalidLastName],
    [{ email: 'nope' }, MESSAGES.invalidEmail],
    [{ phoneCode: [] }, MESSAGES.invalidPhoneCode],
    [{ phoneCode: ['+999'] }, MESSAGES.invalidPhoneCode],
    [{ phone: '77 00' }, MESSAGES.invalidPhone],
    [{ phone: '12a' }, MESSAGES.invalidPhone],
    [{ password: 'weak' }, MESSAGES.invalidPassword],
    [{ confirmPassword: 'Other#123' }, MESSAGES.passwordMismatch],
  ])('%o -> %s', (change, expected) => {
    expect(firstError(registerFormSchema, { ...validRegister, ...change })).toBe(expected);
  });

  it('accepts names in any script with spaces and a signed phone', () => {
    expect(
      firstError(registerFormSchema, {
        ...validRegister,
        firstName: 'José María',
        lastName: 'Müller',
        phone: '+7700900123',
      }),
    ).toBeNull();
  });

  it('reports the first failure when several fail', () => {
    expect(
      firstError(registerFormSchema, { ...validRegister, lastName: '1', email: 'x', phone: 'y' }),
    ).toBe(MESSAGES.invalidLastName);
  });

  it('user/insert applies the same rules to the joined phone', () => {
    const { phoneCode: _code, confirmPassword: _confirm, ...body } = validRegister;
    expect(firstError(userInsertSchema, { ...body, phone: '+447700900123' })).toBeNull();
    expect(firstError(userInsertSchema, { ...body, phone: '+44 77' })).toBe(MESSAGES.invalidPhone);
  });
});

describe('activation', () => {
  const user_id = '3f1c8c3e-2b53-4a4f-9d43-4f6d0a1b2c3d';
  it.each([
    [{ otp: '1234' }, MESSAGES.userInfoMissing],
    [{ user_id: '', otp: '1234' }, MESSAGES.userInfoMissing],
    [{ user_id, otp: '12a4' }, MESSAGES.invalidNumber],
    [{ user_id, otp: '12345' }, MESSAGES.invalidNumber],
    [{ user_id, otp: '123' }, MESSAGES.invalidNumber],
    [{ user_id, otp: '0042' }, null],
  ])('%o -> %s', (body, expected) => {
    expect(firstError(activateSchema, body)).toBe(expected);
  });
});

describe('update password form', () => {
  it('asks for the current password first', () => {
    expect(firstError(updatePasswordFormSchema, { password: GOOD_PASSWORD })).toBe(
      MESSAGES.currentPasswordRequired,
    );
    expect(
      firstError(updatePasswordFormSchema, { currentPassword: '', password: GOOD_PASSWORD }),
    ).toBe(MESSAGES.currentPasswordRequired);
    expect(
      firstError(updatePasswordFormSchema, { currentPassword: 'old', password: GOOD_PASSWORD }),
    ).toBeNull();
  });
});
