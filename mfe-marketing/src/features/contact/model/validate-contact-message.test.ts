import { describe, expect, it } from 'vitest';
import { validateContactMessage } from './validate-contact-message.ts';

const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

describe('validateContactMessage', () => {
  it('accepts a complete message', () => {
    expect(validateContactMessage(valid)).toEqual({});
  });

  it('treats whitespace-only fields as empty, like the database (btrim)', () => {
    expect(validateContactMessage({ name: '  ', email: ' ', message: '\n\t' })).toEqual({
      name: 'contact.validation.nameRequired',
      email: 'contact.validation.emailRequired',
      message: 'contact.validation.messageRequired',
    });
  });

  it('applies the database limits to the trimmed text, counted in characters', () => {
    expect(validateContactMessage({ ...valid, name: ` ${'n'.repeat(200)} ` })).toEqual({});
    expect(validateContactMessage({ ...valid, name: 'n'.repeat(201) }).name).toBe(
      'contact.validation.nameTooLong',
    );
    expect(validateContactMessage({ ...valid, message: '😀'.repeat(5000) })).toEqual({});
    expect(validateContactMessage({ ...valid, message: 'm'.repeat(5001) }).message).toBe(
      'contact.validation.messageTooLong',
    );
    const local = 'a'.repeat(64);
    const longEmail = `${local}@${'d'.repeat(320 - 64 - 1 - 4)}.com`;
    expect(longEmail).toHaveLength(320);
    expect(validateContactMessage({ ...valid, email: longEmail })).toEqual({});
    expect(validateContactMessage({ ...valid, email: `a${longEmail}` }).email).toBe(
      'contact.validation.emailTooLong',
    );
  });

  it.each(['ada', 'ada@example', '@example.com', 'ada@@example.com', 'a da@example.com', 'ada@example.'])(
    'rejects the e-mail %j',
    (email) => {
      expect(validateContactMessage({ ...valid, email }).email).toBe('contact.validation.emailInvalid');
    },
  );
});
