// The assessment without JavaScript, through a host that answers only its POST: each page's form, the
// step it leads to, the result worked out by the assessment model, in English and Danish, and what a
// form that is not one of these pages gets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CATEGORIES,
  QUESTIONS,
  answersAtPositions,
  bandFor,
  describeBand,
  describeCategory,
  describeQuestion,
  scoreAnswers,
} from '@ahc/assessment-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPlainAssessment, nextStep } from './assessment-form.ts';
import { PLAIN_PAGE_STYLE_HASH } from './assessment-page.ts';

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) =>
    answerPlainAssessment(req, res, new URL(req.url ?? '/', 'http://host.invalid')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (
  body: string | URLSearchParams | Uint8Array,
  query = '',
  headers: Record<string, string> = {},
) =>
  fetch(`${base}/assessment${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: body instanceof Uint8Array ? new Blob([new Uint8Array(body)]) : String(body),
  });

/** The form a page would post: its hidden fields and checked radio, with the button pressed. */
function submitted(html: string, go: 'next' | 'back' | null, pick?: string): URLSearchParams {
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(name!, value!);
  const radio = /<input type="radio" name="([^"]+)" value="([^"]+)" checked/.exec(html);
  if (radio) form.set(radio[1]!, radio[2]!);
  if (pick) {
    const name = /<input type="radio" name="([^"]+)"/.exec(html)![1]!;
    form.set(name, pick);
  }
  if (go) form.set('go', go);
  return form;
}

const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const MIXED = [0, 1, 2, 3, 3, 2, 1, 0, 2, 3, 1, 1, 0, 3, 2, 3, 0, 2, 1, 3];

describe('the assessment as plain forms', () => {
  for (const language of ['en', 'da'] as const) {
    it(`walks all 20 questions, each its page's heading, to the result the model works out (${language})`, async () => {
      const answers = answersAtPositions(MIXED);
      let response = await post('step=0', `?lang=${language}`);
      let html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-language')).toBe(language);
      expect(response.headers.get('content-security-policy')).toContain(`style-src ${PLAIN_PAGE_STYLE_HASH}`);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).not.toMatch(/<script/i);
      for (const question of QUESTIONS) {
        expect(h1(html)).toBe(describeQuestion(question.id, language).text.replaceAll("'", '&#39;'));
        expect(html).toContain(`action="/assessment?lang=${language}"`);
        response = await post(submitted(html, 'next', answers[question.id]), `?lang=${language}`);
        html = await response.text();
        expect(response.status).toBe(200);
      }
      const scores = scoreAnswers(answers);
      expect(html).toContain(`data-testid="plain-overall">${scores.overall} / 100<`);
      expect(html).toContain(`>${describeBand(bandFor(scores.overall), language).label}<`);
      for (const category of CATEGORIES)
        expect(html).toMatch(
          new RegExp(
            `data-area="${category}"><strong>${describeCategory(category, language).name}</strong><p class="score">${scores.categories[category]} / 100<`,
          ),
        );
      // Back from the result is question 20 with its answer chosen.
      html = await (await post(submitted(html, 'back'), `?lang=${language}`)).text();
      expect(h1(html)).toBe(describeQuestion('scal_5', language).text);
      expect(html).toMatch(new RegExp(`value="${answers.scal_5}" checked`));
    });
  }

  it('asks again, saying why, when Next comes without an answer; Back keeps the answers', async () => {
    const response = await post('step=0&go=next');
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert">Choose one of the answers to continue.<');
    expect(h1(html)).toBe(describeQuestion('arch_1', 'en').text);

    const back = await (await post(`arch_1=easy&arch_2=often&step=2&go=back`)).text();
    expect(h1(back)).toBe(describeQuestion('arch_2', 'en').text);
    expect(back).toContain('value="often" checked');
    expect(back).toContain('<input type="hidden" name="arch_1" value="easy">');
  });

  it('never goes past the first unanswered question, and an answer that is no option counts as none', () => {
    expect(nextStep(new URLSearchParams('step=15&go=next&arch_1=easy'))).toMatchObject({ index: 1 });
    expect(nextStep(new URLSearchParams('step=0&go=next&arch_1=nonsense'))).toMatchObject({
      index: 0,
      chooseError: true,
    });
    expect(nextStep(new URLSearchParams('step=-3'))).toMatchObject({ index: 0, chooseError: false });
    expect(nextStep(new URLSearchParams('step=abc&go=back'))).toMatchObject({ index: 0 });
  });

  it('escapes what it writes back', async () => {
    const html = await (await post(`arch_1=%22%3E%3Cscript%3E&step=0`)).text();
    expect(html).not.toContain('<script>');
  });

  it('says so, in the visitor’s language, when the body is no form of these pages', async () => {
    const json = await post('{"step":0}', '', {
      'content-type': 'application/json',
      'accept-language': 'da',
    });
    expect(json.status).toBe(415);
    expect(h1(await json.text())).toBe('Svarene kunne ikke læses');
    const large = await post(`step=0&x=${'a'.repeat(20_000)}`);
    expect(large.status).toBe(413);
    expect(h1(await large.text())).toBe('These answers could not be read');
    // Bytes that are not UTF-8.
    const broken = await post(new Uint8Array([0x73, 0x74, 0x65, 0x70, 0x3d, 0xff, 0xfe]));
    expect(broken.status).toBe(400);
  });
});

describe('a body that breaks off', () => {
  it('ends that connection and keeps answering the next request', async () => {
    const net = await import('node:net');
    const { port } = new URL(base);
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /assessment HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nstep=0',
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    const response = await post('step=0');
    expect(response.status).toBe(200);
  });
});
