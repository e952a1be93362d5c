import { renderWithPlatform } from '@ahc/platform/testing';
import { FormField } from '@ahc/platform/ui/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sharedTranslations } from '../i18n/shared-translations.ts';
import { checkCode } from './code-field.ts';
import { type SubmitGuard, useValidatedForm } from './use-validated-form.ts';
import { checkEmail } from './validation.ts';

const en = sharedTranslations.en;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

type Field = 'email' | 'code';

/** An e-mail address, then a code; the check lists its problems last field first, as an object may. */
function TwoFieldForm({
  send,
  guard,
  onEdit,
}: {
  send(values: Record<Field, string>): void;
  guard?: SubmitGuard;
  onEdit?(): void;
}) {
  const form = useValidatedForm({
    initialValues: { email: '', code: '' },
    fieldOrder: ['email', 'code'],
    fieldId: (field) => `test-${field}`,
    validate: (values) => ({ code: checkCode(values.code), email: checkEmail(values.email) }),
    onEdit,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(send, guard)}>
      <FormField {...form.field('email')} label="E-mail" />
      <FormField {...form.field('code')} label="Code" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useValidatedForm', () => {
  it('takes over what was typed into the server-rendered form before it hydrated, and sends that', async () => {
    const send = vi.fn();
    renderWithPlatform(<TwoFieldForm send={send} />, {
      beforeHydration(container) {
        container.querySelector<HTMLInputElement>('#test-email')!.value = 'ada@example.com';
        container.querySelector<HTMLInputElement>('#test-code')!.value = '123456';
      },
    });
    await submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledWith({ email: 'ada@example.com', code: '123456' });
  });

  it('names every problem under its field, focuses the first in form order, and sends nothing', async () => {
    const send = vi.fn();
    renderWithPlatform(<TwoFieldForm send={send} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada');
    await userEvent.type(screen.getByLabelText('Code'), '12');
    await submit();
    expect(screen.getByText(en.validation.emailInvalid)).toBeTruthy();
    expect(screen.getByText(en.validation.codeInvalid)).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(send).not.toHaveBeenCalled();
  });

  it('focuses a later field when only that one is wrong, and sends once it is fixed', async () => {
    const send = vi.fn();
    renderWithPlatform(<TwoFieldForm send={send} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await submit();
    expect(screen.getByText(en.validation.codeRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await submit();
    expect(screen.queryByText(en.validation.codeRequired)).toBeNull();
    expect(send).toHaveBeenCalledWith({ email: 'ada@example.com', code: '123456' });
  });

  it('does nothing while the guard is busy, and clears the last message on every attempt', async () => {
    const send = vi.fn();
    const clear = vi.fn();
    const { rerender } = renderWithPlatform(<TwoFieldForm send={send} guard={{ busy: true, clear }} />);
    await submit();
    expect(screen.queryByText(en.validation.emailRequired)).toBeNull();
    expect(clear).not.toHaveBeenCalled();
    rerender(<TwoFieldForm send={send} guard={{ busy: false, clear }} />);
    await submit();
    expect(screen.getByText(en.validation.emailRequired)).toBeTruthy();
    expect(clear).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('tells the page of every edit', async () => {
    const onEdit = vi.fn();
    renderWithPlatform(<TwoFieldForm send={vi.fn()} onEdit={onEdit} />);
    await userEvent.type(screen.getByLabelText('Code'), '12');
    expect(onEdit).toHaveBeenCalledTimes(2);
  });
});
