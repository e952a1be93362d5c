import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithPlatform } from '../../testing/index.tsx';
import { FormField, checkEmail, checkNewPassword, textLength } from './index.ts';

describe('checkEmail', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['ada', 'invalid'],
    ['ada@example', 'invalid'],
    ['@example.com', 'invalid'],
    ['ada@@example.com', 'invalid'],
    ['a da@example.com', 'invalid'],
    ['ada@example.', 'invalid'],
    ['"ada"@example.com', 'invalid'],
    ['ada@example.com', undefined],
    ['  Ada@Example.com ', undefined],
  ])('%j → %s', (email, problem) => expect(checkEmail(email, { maxLength: 255 })).toBe(problem));

  it('counts the trimmed address in characters against the given limit', () => {
    const address = `${'å'.repeat(20)}@example.com`;
    expect(textLength(address)).toBe(32);
    expect(checkEmail(` ${address} `, { maxLength: 32 })).toBeUndefined();
    expect(checkEmail(address, { maxLength: 31 })).toBe('tooLong');
  });
});

describe('checkNewPassword', () => {
  it.each([
    ['', 'required'],
    ['abc1', 'tooShort'],
    ['abcdefgh', 'letterDigit'],
    ['12345678', 'letterDigit'],
    ['æøåæøå12', 'letterDigit'],
    [`a1${'x'.repeat(71)}`, 'tooLong'],
    // 72 characters are fine; 72 bytes are the limit, and æ takes two.
    [`a1${'x'.repeat(70)}`, undefined],
    [`a1${'æ'.repeat(35)}`, undefined],
    [`a1${'æ'.repeat(36)}`, 'tooLong'],
    ['abcdefg1', undefined],
  ])('%j → %s', (password, problem) => expect(checkNewPassword(password)).toBe(problem));
});

describe('FormField', () => {
  function Field({ error, multiline = false }: { error?: string; multiline?: boolean }) {
    const [value, setValue] = useState('');
    return multiline ? (
      <FormField
        id="f"
        label="Message"
        hint="Up to 5000 characters"
        multiline
        value={value}
        onChange={setValue}
        error={error}
      />
    ) : (
      <FormField
        id="f"
        label="E-mail"
        hint="We reply here"
        type="email"
        value={value}
        onChange={setValue}
        error={error}
      />
    );
  }

  it('labels the input and points it at its hint and its announced error', () => {
    renderWithPlatform(<Field error="Please enter your e-mail address." />);
    const input = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-hint f-error');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your e-mail address.');
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    expect(input.value).toBe('ada@example.com');
  });

  it('is a text area with `multiline`, valid and described by its hint alone without an error', () => {
    renderWithPlatform(<Field multiline />);
    const area = screen.getByLabelText('Message');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBeNull();
    expect(area.getAttribute('aria-describedby')).toBe('f-hint');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
