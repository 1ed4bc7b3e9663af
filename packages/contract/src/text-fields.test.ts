import { describe, expect, it } from 'vitest';
import { optionalLine, optionalText, personName, requiredLine, requiredText } from './fields.js';
import { categoryFormSchema } from './resources/categories.js';
import { messageInsertSchema } from './resources/message.js';
import { isVisibleLine } from './text-rules.js';

/** Every bidirectional control and zero-width character a single-line text refuses. */
const INVISIBLE = [
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
  ...['\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u200e', '\u200f', '\u061c'],
  ...['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'],
];
const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const NFD_NAME = 'Sécurité'.normalize('NFD');

describe('single-line texts', () => {
  const name = requiredLine('Please specify Name', 60, 'Name');

  it.each(INVISIBLE.map((c) => [hex(c), c]))('refuses %s inside a name', (_code, c) => {
    expect(isVisibleLine(`ad${c}min`)).toBe(false);
    const result = name.safeParse(`ad${c}min`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Remove invisible or direction-changing characters from the Name',
    );
    expect(optionalLine(60, 'Icon').safeParse(`x${c}y`).error?.issues[0]?.message).toBe(
      'Remove invisible or direction-changing characters from the Icon',
    );
  });

  it.each(['Border Disputes', 'Café 🙂', 'صراع', 'Zürich – 2026', 'a\u00a0b'])(
    'accepts %j',
    (text) => expect(name.parse(text)).toBe(text),
  );

  it('an empty name is still its own message first', () => {
    expect(name.safeParse('  ').error?.issues[0]?.message).toBe('Please specify Name');
  });

  it('the reference forms refuse them on the name (what the screens show under the field)', () => {
    const result = categoryFormSchema.safeParse({
      name: 'Cyber\u202esecurity',
      icon: 'globe',
      about: 'About',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'Remove invisible or direction-changing characters from the Name',
    });
  });
});

describe('every text is NFC-normalised', () => {
  it.each([
    ['requiredText', requiredText('Please specify', 60)],
    ['optionalText', optionalText(60, 'About')],
    ['requiredLine', requiredLine('Please specify', 60, 'Name')],
    ['personName', personName('Please enter a valid first name')],
  ])('%s stores a decomposed name composed', (_name, schema) => {
    const parsed = schema.parse(NFD_NAME);
    expect(parsed).toBe('Sécurité'.normalize('NFC'));
    expect(parsed).not.toBe(NFD_NAME);
  });

  it('a multi-line text keeps its direction marks, composed', () => {
    const body = `${'e\u0301'} \u200fשלום\u200f\nline two`;
    const parsed = messageInsertSchema.parse({
      incident_id: '00000000-0000-4000-8000-000000000000',
      body,
    });
    expect(parsed.body).toBe(body.normalize('NFC'));
  });

  it('the length limit counts the composed text', () => {
    expect(requiredText('Please specify', 8).safeParse(NFD_NAME).success).toBe(true);
  });
});
