import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { controllableStream, stubGenerator } from '#shared/testing/fake-generator.ts';
import DummyReportPage from './DummyReportPage.tsx';

function setup(
  answer: (request: Request) => Promise<Response> | Response,
  language: 'en' | 'da' = 'en',
  beforeHydration?: (container: HTMLElement) => void,
) {
  const platformFetch: typeof fetch = async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/rest/v1/app_config')) return Response.json({ value: { enabled: false, message: '' } });
    return Response.json([]);
  };
  const calls = stubGenerator(answer);
  const view = renderWithPlatform(<DummyReportPage />, {
    platform: createTestPlatform({ fetch: platformFetch, language }),
    beforeHydration,
  });
  return { ...view, calls, user: userEvent.setup() };
}

describe('/dummyreport', () => {
  it('shows the placeholder, then appends the streamed pieces while the button reads Generating...', async () => {
    const stream = controllableStream();
    const { user, calls } = setup(() => stream.response);
    expect(screen.getByText('The report will appear here...')).toBeTruthy();

    await user.type(screen.getByLabelText('Answers'), 'We deploy by hand.');
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    const busy = await screen.findByRole('button', { name: 'Generating...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    stream.send('First piece. ');
    await screen.findByText('First piece.', { exact: false });
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeTruthy();

    stream.send('Second piece.');
    stream.end();
    await screen.findByRole('button', { name: 'Generate report' });
    expect(screen.getByTestId('report-output').textContent).toBe('First piece. Second piece.');

    const request = calls[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/generate-report');
    expect(await request.json()).toEqual({ answers: 'We deploy by hand.', language: 'en' });
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('keeps the answers typed into the server-rendered page before it hydrated, and sends them', async () => {
    const stream = controllableStream();
    const { user, calls } = setup(
      () => stream.response,
      'en',
      (container) => {
        container.querySelector('textarea')!.value = 'Typed before the code arrived.';
      },
    );
    expect((screen.getByLabelText('Answers') as HTMLTextAreaElement).value).toBe(
      'Typed before the code arrived.',
    );
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    await screen.findByRole('button', { name: 'Generating...' });
    stream.end();
    expect(await calls[0]!.json()).toEqual({ answers: 'Typed before the code arrived.', language: 'en' });
  });

  it("says 'Failed to connect to the server.' when the response has no body", async () => {
    const { user } = setup(() => new Response(null, { status: 200 }));
    await user.type(screen.getByLabelText('Answers'), 'x');
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to connect to the server.');
    expect(screen.getByRole('button', { name: 'Generate report' })).toBeTruthy();
  });

  it('says the same when the server cannot be reached at all', async () => {
    const { user } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.type(screen.getByLabelText('Answers'), 'x');
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to connect to the server.');
  });

  it.each([
    [400, 'The answers could not be used. Please check them and try again.'],
    [429, 'Too many reports were requested in a short time. Please wait a minute and try again.'],
    [502, 'The report generator is unavailable right now. Please try again later.'],
  ])('answers HTTP %i with a clear message', async (status, message) => {
    const { user } = setup(() => Response.json({ error: 'x' }, { status }));
    await user.type(screen.getByLabelText('Answers'), 'x');
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('keeps what arrived when the stream breaks, and says so', async () => {
    const stream = controllableStream();
    const { user } = setup(() => stream.response);
    await user.type(screen.getByLabelText('Answers'), 'x');
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    stream.send('Half a report');
    await screen.findByText('Half a report');
    stream.fail();
    expect((await screen.findByRole('alert')).textContent).toContain('The connection was lost');
    expect(screen.getByTestId('report-output').textContent).toBe('Half a report');
  });

  it('stops mid-stream on request and keeps the text', async () => {
    const stream = controllableStream();
    const { user } = setup((request) => {
      request.signal.addEventListener('abort', () => stream.fail());
      return stream.response;
    });
    await user.type(screen.getByLabelText('Answers'), 'x');
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    stream.send('Kept text');
    await screen.findByText('Kept text');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await screen.findByRole('button', { name: 'Generate report' });
    expect(screen.getByTestId('report-output').textContent).toBe('Kept text');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows model output as text, never as HTML', async () => {
    const stream = controllableStream();
    const { user, container } = setup(() => stream.response);
    await user.type(screen.getByLabelText('Answers'), 'x');
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    stream.send('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    stream.end();
    await screen.findByRole('button', { name: 'Generate report' });
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByTestId('report-output').textContent).toContain('<script>');
  });

  it('asks for answers before sending anything', async () => {
    const { user, calls } = setup(() => Response.json({}));
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please type some answers first.');
    expect(calls).toHaveLength(0);
  });

  it('speaks Danish', async () => {
    setup(() => Response.json({}), 'da');
    expect(screen.getByText('Rapporten vises her...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generér rapport' })).toBeTruthy();
  });
});

describe('translations', () => {
  it('have the same keys in English and Danish', async () => {
    const { generationTranslations } = await import('./i18n/generation-translations.ts');
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(generationTranslations.da).sort()).toEqual(keys(generationTranslations.en).sort());
  });
});
