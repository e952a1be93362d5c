// The HTML of the assessment's pages without JavaScript (assessment-form.ts): a question per page, as the
// scripted flow shows them (the question as the page's heading, "Why we ask" as a native disclosure, the
// four answers as radio buttons), the result after the last one, or the message that the form could not
// be read. Whole documents of their own, with one small inline stylesheet in the product's colours
// (allowed by its hash in the page's own Content-Security-Policy): no script, no remote, nothing to
// load but the page. Every text from the model or the visitor is escaped.
import { escapeHtml, linkInLanguage, type ProductLanguage } from '@ahc/common';
import {
  type Answers,
  CATEGORIES,
  QUESTIONS,
  type QuestionId,
  bandFor,
  describeBand,
  describeCategory,
  describeQuestion,
  scoreAnswers,
} from '@ahc/assessment-model';
import { createHash } from 'node:crypto';
import { PLAIN_ASSESSMENT_TEXTS } from './assessment-texts.ts';

/** Where the pages post to (the scripted assessment's own address; the host answers its POST). */
export const PLAIN_ASSESSMENT_PATH = '/assessment';

const STYLE = [
  'body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;',
  'color:#1c2024;background:#f9f9fb;line-height:1.5}',
  'header{padding:12px 16px;border-bottom:1px solid #e0e1e6;background:#fff}',
  'header a{color:#1c2024;font-weight:700;text-decoration:none}',
  'main{max-width:44rem;margin:0 auto;padding:16px}',
  'h1{font-size:1.5rem;line-height:1.3;margin:0}',
  'legend{padding:0;margin-bottom:12px}',
  'fieldset{border:0;padding:0;margin:0}',
  '.progress{color:#60646c;font-size:.9rem;margin:8px 0 12px}',
  'details{margin:0 0 16px}summary{cursor:pointer;color:#3e63dd}',
  'label.option{display:flex;gap:12px;align-items:flex-start;padding:14px;margin:0 0 10px;background:#fff;',
  'border:1px solid #cdced6;border-radius:10px;cursor:pointer}',
  'label.option:has(input:checked){border:2px solid #3e63dd;background:#edf2fe}',
  'input[type=radio]{width:20px;height:20px;margin:2px 0 0;flex:none;accent-color:#3e63dd}',
  '.error{color:#ce2c31;font-weight:600}',
  '.actions{display:flex;justify-content:space-between;gap:12px;margin-top:16px}',
  'button,.button{font:inherit;font-weight:600;min-height:44px;padding:10px 20px;border-radius:8px;',
  'border:0;background:#3e63dd;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}',
  'button.secondary,.button.secondary{background:#e0e7fd;color:#1f2d5c}',
  '.card{background:#fff;border:1px solid #e0e1e6;border-radius:12px;padding:16px;margin:0 0 16px}',
  '.score{font-size:2rem;font-weight:700;margin:0}',
  'ul.areas{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:1fr 1fr;gap:10px}',
].join('');

/** The inline stylesheet's CSP source: the pages allow exactly it, and no other style. */
export const PLAIN_PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy of these pages: nothing but their own stylesheet, forms to this site. */
export const PLAIN_PAGE_POLICY = [
  "default-src 'none'",
  `style-src ${PLAIN_PAGE_STYLE_HASH}`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function document(language: ProductLanguage, title: string, body: string): string {
  const home = escapeHtml(linkInLanguage('/', language));
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(PLAIN_ASSESSMENT_TEXTS[language].pageTitle(title))}</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><header><a href="${home}">Architecture Health Check</a></header>`,
    `<main>${body}</main>`,
    '</body></html>',
  ].join('\n');
}

const formAction = (language: ProductLanguage) => escapeHtml(linkInLanguage(PLAIN_ASSESSMENT_PATH, language));

/** The answers given so far as hidden fields, except the one the page asks (its radios carry it). */
function hiddenAnswers(answers: Partial<Answers>, except?: QuestionId): string {
  return QUESTIONS.filter((question) => question.id !== except && answers[question.id] !== undefined)
    .map(
      (question) =>
        `<input type="hidden" name="${question.id}" value="${escapeHtml(answers[question.id]!)}">`,
    )
    .join('\n');
}

export function questionPage(
  language: ProductLanguage,
  index: number,
  answers: Partial<Answers>,
  showChooseError: boolean,
): string {
  const texts = PLAIN_ASSESSMENT_TEXTS[language];
  const question = describeQuestion(QUESTIONS[index]!.id, language);
  const area = describeCategory(question.category, language).name;
  const chosen = answers[question.id];
  const last = index === QUESTIONS.length - 1;
  const options = question.options
    .map(
      (option) =>
        `<label class="option"><input type="radio" name="${question.id}" value="${escapeHtml(option.key)}"` +
        `${chosen === option.key ? ' checked' : ''} required${showChooseError ? ' aria-describedby="choose-error"' : ''}>` +
        `<span>${escapeHtml(option.text)}</span></label>`,
    )
    .join('\n');
  const body = [
    `<p class="progress">${escapeHtml(texts.questionOf(question.number, QUESTIONS.length))} · ${escapeHtml(area)}</p>`,
    `<form method="post" action="${formAction(language)}">`,
    `<input type="hidden" name="step" value="${index}">`,
    hiddenAnswers(answers, question.id),
    `<fieldset><legend><h1>${escapeHtml(question.text)}</h1></legend>`,
    `<details><summary>${escapeHtml(texts.whyWeAsk)}</summary><p>${escapeHtml(question.why)}</p></details>`,
    options,
    '</fieldset>',
    showChooseError
      ? `<p id="choose-error" class="error" role="alert">${escapeHtml(texts.chooseAnswer)}</p>`
      : '',
    '<div class="actions">',
    index > 0
      ? `<button type="submit" name="go" value="back" class="secondary" formnovalidate>${escapeHtml(texts.back)}</button>`
      : '<span></span>',
    `<button type="submit" name="go" value="next">${escapeHtml(last ? texts.toResult : texts.next)}</button>`,
    '</div>',
    '</form>',
  ].join('\n');
  return document(language, question.text, body);
}

export function resultPage(language: ProductLanguage, answers: Answers): string {
  const texts = PLAIN_ASSESSMENT_TEXTS[language].result;
  const scores = scoreAnswers(answers);
  const overall = describeBand(bandFor(scores.overall), language);
  const areas = CATEGORIES.map((category) => {
    const score = scores.categories[category];
    return (
      `<li class="card" data-area="${category}"><strong>${escapeHtml(describeCategory(category, language).name)}</strong>` +
      `<p class="score">${escapeHtml(texts.outOf100(score))}</p>` +
      `<span>${escapeHtml(describeBand(bandFor(score), language).label)}</span></li>`
    );
  }).join('\n');
  const body = [
    `<h1>${escapeHtml(texts.title)}</h1>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    '<section class="card" aria-labelledby="overall">',
    `<h2 id="overall">${escapeHtml(texts.overall)}</h2>`,
    `<p class="score" data-testid="plain-overall">${escapeHtml(texts.outOf100(scores.overall))}</p>`,
    `<p>${escapeHtml(texts.band)}: <strong data-testid="plain-band">${escapeHtml(overall.label)}</strong></p>`,
    `<p>${escapeHtml(overall.description)}</p>`,
    '</section>',
    `<h2>${escapeHtml(texts.areas)}</h2>`,
    `<ul class="areas">${areas}</ul>`,
    '<section class="card" aria-labelledby="full">',
    `<h2 id="full">${escapeHtml(texts.fullTitle)}</h2>`,
    `<p>${escapeHtml(texts.fullText)}</p>`,
    `<form method="post" action="${formAction(language)}">`,
    `<input type="hidden" name="step" value="${QUESTIONS.length}">`,
    hiddenAnswers(answers),
    `<div class="actions"><button type="submit" name="go" value="back" class="secondary">${escapeHtml(texts.change)}</button>`,
    `<a class="button" href="${escapeHtml(linkInLanguage('/start', language))}">${escapeHtml(texts.startAgain)}</a></div>`,
    '</form>',
    '</section>',
  ].join('\n');
  return document(language, texts.title, body);
}

export function unreadablePage(language: ProductLanguage): string {
  const texts = PLAIN_ASSESSMENT_TEXTS[language].unreadable;
  return document(
    language,
    texts.title,
    [
      `<h1>${escapeHtml(texts.title)}</h1>`,
      `<p>${escapeHtml(texts.text)}</p>`,
      `<p><a class="button" href="${escapeHtml(linkInLanguage('/start', language))}">${escapeHtml(texts.startAgain)}</a></p>`,
    ].join('\n'),
  );
}
