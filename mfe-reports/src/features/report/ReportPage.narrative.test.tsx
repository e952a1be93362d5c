import { PATHS, reportPath } from '@ahc/platform';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { controllableStream, stubGenerator } from '#shared/testing/fake-generator.ts';
import { KNOWN_REPORT_ID, knownReport } from '#shared/testing/fixtures.ts';
import { renderPage, reportsBackend } from '#shared/testing/render-page.tsx';
import { stubResizeObserver } from '#shared/testing/resize-observer.ts';
import ReportPage from './ReportPage.tsx';
import { preloadReportParts } from './testing/preload-parts.ts';

beforeAll(() => preloadReportParts());

stubResizeObserver();

async function openWithStream(answer: (request: Request) => Response, language: 'en' | 'da' = 'en') {
  const calls = stubGenerator(answer);
  const backend = reportsBackend([knownReport()]);
  const view = renderPage(<ReportPage />, {
    path: reportPath(KNOWN_REPORT_ID),
    route: PATHS.report,
    language,
    backend,
  });
  const narrative = within(await screen.findByTestId('narrative-section'));
  return { ...view, calls, narrative };
}

describe('the report narrative', () => {
  it('streams an analysis of this report, sent as question_id: option_key lines in the current language', async () => {
    const stream = controllableStream();
    const { user, calls, narrative } = await openWithStream(() => stream.response, 'da');
    expect(narrative.getByText('Analysen vises her...')).toBeTruthy();

    await user.click(narrative.getByRole('button', { name: 'Skriv analysen' }));
    expect((narrative.getByRole('button', { name: 'Skriver...' }) as HTMLButtonElement).disabled).toBe(true);
    stream.send('Første del. ');
    await narrative.findByText('Første del.', { exact: false });
    stream.send('Anden del.');
    stream.end();
    await narrative.findByRole('button', { name: 'Skriv den igen' });
    expect(narrative.getByTestId('narrative-output').textContent).toBe('Første del. Anden del.');

    const request = calls[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/generate-report');
    const body = (await request.json()) as { answers: string; language: string };
    expect(body.language).toBe('da');
    const lines = body.answers.split('\n');
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe('arch_1: efficient');
    expect(lines[3]).toBe('arch_4: avoid');
    expect(lines[19]).toBe('scal_5: occasional_issues');
  });

  it('stops on request and keeps the text that arrived', async () => {
    const stream = controllableStream();
    const { user, narrative } = await openWithStream((request) => {
      request.signal.addEventListener('abort', () => stream.fail());
      return stream.response;
    });
    await user.click(narrative.getByRole('button', { name: 'Write the narrative' }));
    stream.send('Kept text');
    await narrative.findByText('Kept text');
    await user.click(narrative.getByRole('button', { name: 'Stop' }));
    await narrative.findByRole('button', { name: 'Write it again' });
    expect(narrative.getByTestId('narrative-output').textContent).toBe('Kept text');
    expect(narrative.getByText('Stopped. The text that arrived is kept below.')).toBeTruthy();
    expect(narrative.queryByRole('alert')).toBeNull();
  });

  it('shows the text as text, never as HTML, and says clearly when the generator fails', async () => {
    const stream = controllableStream();
    const { user, narrative, container } = await openWithStream(() => stream.response);
    await user.click(narrative.getByRole('button', { name: 'Write the narrative' }));
    stream.send('<img src=x onerror="alert(1)">');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stream.fail();
    expect((await narrative.findByRole('alert')).textContent).toContain('The connection was lost');
    expect(container.querySelector('[data-testid="narrative-output"] img')).toBeNull();
    expect(narrative.getByTestId('narrative-output').textContent).toBe('<img src=x onerror="alert(1)">');
  });

  it('shows the Markdown the generator writes as formatted text, headings below the section heading', async () => {
    const stream = controllableStream();
    const { user, narrative } = await openWithStream(() => stream.response);
    await user.click(narrative.getByRole('button', { name: 'Write the narrative' }));
    stream.send('# Architecture report\n\nIntro with **bold**.\n\n## Executive summary\n\n');
    await narrative.findByRole('heading', { level: 3, name: 'Architecture report' });
    stream.send(
      '### Biggest risks\n\n1. **Sign-in security** (Security, High priority): Why.\n2. **Access** (Security, High priority): Why.\n\n- [Pact](https://pact.io/): contract tests\n',
    );
    stream.end();
    await narrative.findByRole('button', { name: 'Write it again' });
    const output = narrative.getByTestId('narrative-output');
    expect(within(output).getByRole('heading', { level: 4, name: 'Executive summary' })).toBeTruthy();
    expect(within(output).getByRole('heading', { level: 5, name: 'Biggest risks' })).toBeTruthy();
    expect(output.querySelector('p strong')!.textContent).toBe('bold');
    expect([...output.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'Sign-in security (Security, High priority): Why.',
      'Access (Security, High priority): Why.',
    ]);
    expect(within(output).getByRole('link', { name: /^Pact/ }).getAttribute('href')).toBe('https://pact.io/');
    expect(output.textContent).not.toContain('**');
    expect(output.textContent).not.toContain('#');
  });

  it('answers a rate limit with the clear message', async () => {
    const { user, narrative } = await openWithStream(() =>
      Response.json({ error: 'slow down' }, { status: 429 }),
    );
    await user.click(narrative.getByRole('button', { name: 'Write the narrative' }));
    expect((await narrative.findByRole('alert')).textContent).toBe(
      'Too many reports were requested in a short time. Please wait a minute and try again.',
    );
  });
});
