import { describe, expect, it } from 'vitest';
import { cleanLine, isAllowedText } from './text-rules.js';

describe('isAllowedText', () => {
  it.each(['', 'Plain text', 'Tab\tline\nfeed\r\n', 'Café 🙂 €', '\u0080 and \u00a0'])(
    'accepts %j',
    (text) => expect(isAllowedText(text)).toBe(true),
  );

  it.each(['\u0000', 'a\u0000b', '\u0001', '\u0008', '\u000b', '\u000c', '\u001f', '\u007f'])(
    'refuses the control in %j',
    (text) => expect(isAllowedText(text)).toBe(false),
  );

  it.each(['\ud83d', 'x\ude42', '🙂'.slice(1)])('refuses the lone surrogate in %j', (text) =>
    expect(isAllowedText(text)).toBe(false),
  );
});

describe('cleanLine (texts from outside, which nobody can be asked to fix)', () => {
  it('removes bidirectional controls and zero-width characters, and composes', () => {
    expect(cleanLine('\u202eCoup\u200b in the ca\u0301pital\u2069 ')).toBe('Coup in the cápital');
  });
  it('leaves ordinary text as it is', () => {
    expect(cleanLine('Border clashes – 🙂 صراع')).toBe('Border clashes – 🙂 صراع');
  });
});
