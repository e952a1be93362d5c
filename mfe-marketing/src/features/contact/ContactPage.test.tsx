import { PATHS } from '@ahc/platform';
import {
  type FakeReply,
  type FakeSupabase,
  createFakeSupabase,
  createTestPlatform,
  networkError,
  postgrestError,
  renderWithPlatform,
} from '@ahc/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectHeadingOutline, resetAfterTest } from '#shared/testing/page-checks.ts';
import ContactPage from './ContactPage.tsx';

afterEach(resetAfterTest);

/** The Supabase stand-in, with send_contact_message answering `reply` (by default: taken). */
function contactBackend(reply?: FakeReply) {
  const backend = createFakeSupabase();
  if (reply) backend.answer('rpc send_contact_message', reply);
  return backend;
}

const sent = (backend: FakeSupabase) => backend.calls('rpc send_contact_message');

function renderContact(options: { backend?: FakeSupabase; language?: 'en' | 'da' } = {}) {
  const user = userEvent.setup();
  const view = renderWithPlatform(<ContactPage />, {
    platform: createTestPlatform({ supabase: options.backend, language: options.language }),
  });
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;
  return { ...view, user, field };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, field: (name: string) => HTMLElement) {
  await user.type(field('Name'), 'Ada Lovelace');
  await user.type(field('E-mail'), 'ada@example.com');
  await user.type(field('Message'), 'How do I read my scalability score?');
}

describe('ContactPage', () => {
  it.each([
    ['en', 'Contact us'],
    ['da', 'Kontakt os'],
  ] as const)('renders its h1 and a labelled form in %s', (language, title) => {
    const { container } = renderContact({ language });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('form')).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expectHeadingOutline(container);
  });

  it('links to the privacy policy', () => {
    renderContact();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe(
      PATHS.privacyPolicy,
    );
  });

  it('explains every empty field, marks it invalid and sends nothing', async () => {
    const backend = contactBackend();
    const { user, field } = renderContact({ backend });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Please enter your name.',
      'Please enter your e-mail address.',
      'Please write a message.',
    ]);
    for (const name of ['Name', 'E-mail', 'Message']) {
      const input = field(name);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby')!.split(' ');
      expect(describedBy.some((id) => document.getElementById(id)?.getAttribute('role') === 'alert')).toBe(
        true,
      );
    }
    expect(document.activeElement).toBe(field('Name'));
    expect(sent(backend)).toHaveLength(0);
  });

  it('rejects an invalid e-mail address and text beyond the limits, in Danish too', async () => {
    const backend = contactBackend();
    const { user, field } = renderContact({ backend, language: 'da' });
    await user.click(field('Navn'));
    await user.paste('x'.repeat(201));
    await user.type(field('E-mail'), 'ada@example');
    await user.click(field('Besked'));
    await user.paste('y'.repeat(5001));
    await user.click(screen.getByRole('button', { name: 'Send besked' }));

    expect(screen.getByText('Dit navn må højst være på 200 tegn.')).toBeTruthy();
    expect(screen.getByText('Skriv en gyldig e-mailadresse, for eksempel navn@eksempel.dk.')).toBeTruthy();
    expect(screen.getByText('Din besked må højst være på 5.000 tegn.')).toBeTruthy();
    expect(sent(backend)).toHaveLength(0);
  });

  it('clears an error as soon as the field is fixed', async () => {
    const { user, field } = renderContact({ backend: contactBackend() });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.type(field('Name'), 'Ada');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Please write a message.')).toBeTruthy();
  });

  it('sends the message with return=minimal, thanks the visitor and can start again', async () => {
    const backend = contactBackend();
    const { user, field } = renderContact({ backend });
    await fillIn(user, field);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your message!' })).toBeTruthy();
    expect(screen.getByText(/will reply to ada@example.com/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(sent(backend)).toHaveLength(1);
    const [call] = sent(backend);
    expect(call!.method).toBe('POST');
    expect(call!.url.pathname).toBe('/rest/v1/rpc/send_contact_message');
    expect(call!.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'How do I read my scalability score?',
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Name').value).toBe('');
    expect(field('E-mail').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a translated error and keeps the typed text when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = contactBackend(postgrestError(500, 'XX000', 'internal error'));
    const { user, field } = renderContact({ backend });
    await fillIn(user, field);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Something went wrong and your message was not sent. Please try again in a moment – your text is still here.',
    );
    expect(alert.textContent).not.toContain('internal error');
    expect(field('Name').value).toBe('Ada Lovelace');
    expect(field('E-mail').value).toBe('ada@example.com');
    expect(field('Message').value).toBe('How do I read my scalability score?');
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false);
    expect(sent(backend)).toHaveLength(1);
  });

  it('shows the network message when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, field } = renderContact({ backend: contactBackend(networkError()), language: 'da' });
    await user.type(field('Navn'), 'Ada');
    await user.type(field('E-mail'), 'ada@example.com');
    await user.type(field('Besked'), 'Hej');
    await user.click(screen.getByRole('button', { name: 'Send besked' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Vi kunne ikke få forbindelse til serveren/,
    );
    expect(field('Besked').value).toBe('Hej');
  });

  it('sends once when submitted again while sending, with the button disabled meanwhile', async () => {
    let answer = () => {};
    const backend = contactBackend();
    backend.rpc(
      'send_contact_message',
      () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))),
    );
    const { user, field } = renderContact({ backend });
    await fillIn(user, field);
    const button = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    await user.click(button);

    const sendingButton = (await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement;
    expect(sendingButton.disabled).toBe(true);
    await user.click(sendingButton);
    fireEvent.submit(screen.getByRole('form'));
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(sent(backend)).toHaveLength(1));

    answer();
    expect(await screen.findByRole('heading', { name: 'Thank you for your message!' })).toBeTruthy();
    expect(sent(backend)).toHaveLength(1);
  });
});
