import { CATEGORIES, answersAt, describeQuestion, questionsIn } from '@ahc/assessment-model';
import { PATHS } from '@ahc/platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sharedTranslations } from '#shared/i18n/shared-translations.ts';
import { renderPage } from '#shared/testing/render-page.tsx';
import { loadAssessment, newAssessment, saveAssessment } from '#shared/model/stored-assessment.ts';
import StartPage from './StartPage.tsx';
import { startTranslations } from './i18n/start-translations.ts';

const en = { ...startTranslations.en, ...sharedTranslations.en };
const location = () => screen.getByTestId('location').textContent;

describe('StartPage', () => {
  it.each([
    ['en', 'Before you start', ['Architecture', 'Deployment', 'Security', 'Scalability']],
    ['da', 'Før du går i gang', ['Arkitektur', 'Udrulning', 'Sikkerhed', 'Skalerbarhed']],
  ] as const)(
    'says what the 20 questions ask about, how long it takes and what happens to the answers (%s)',
    (language, title, categories) => {
      renderPage(StartPage, { path: PATHS.start, language });
      const texts = startTranslations[language];
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
        categories,
      );
      // Each area's five questions by their topic, numbered as the questions are.
      for (const category of CATEGORIES) {
        const list = screen.getByTestId(`start-topics-${category}`);
        expect(list.getAttribute('start')).toBe(String(questionsIn(category)[0]!.number));
        expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(
          questionsIn(category).map((question) => describeQuestion(question.id, language).topic),
        );
      }
      expect(screen.getByText(texts.duration)).toBeTruthy();
      for (const text of Object.values(texts.privacy)) expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('button', { name: texts.begin })).toBeTruthy();
      expect(screen.queryByRole('link', { name: texts.continue })).toBeNull();
    },
  );

  it('starts a new assessment with a fresh submission id and opens /assessment', async () => {
    renderPage(StartPage, { path: PATHS.start });
    await userEvent.setup().click(screen.getByRole('button', { name: en.begin }));
    expect(location()).toBe(PATHS.assessment);
    expect(loadAssessment()).toMatchObject({
      answers: {},
      currentIndex: 0,
      submissionId: expect.any(String),
    });
  });

  it('offers to continue an assessment in progress, or to start over after confirming', async () => {
    const stored = {
      ...newAssessment(),
      answers: { arch_1: answersAt(1).arch_1, arch_2: answersAt(1).arch_2 },
      currentIndex: 2,
    };
    saveAssessment(stored);
    renderPage(StartPage, { path: PATHS.start });
    const user = userEvent.setup();
    expect(screen.getByText('2 of 20 questions answered')).toBeTruthy();
    expect(screen.getByRole('link', { name: en.continue }).getAttribute('href')).toBe(PATHS.assessment);
    expect(screen.queryByRole('button', { name: en.begin })).toBeNull();

    await user.click(screen.getByRole('button', { name: en.startOver.button }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en.startOver.confirm }));
    await user.click(screen.getByRole('button', { name: en.startOver.cancel }));
    expect(loadAssessment()).toEqual(stored);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en.startOver.button }));

    await user.click(screen.getByRole('button', { name: en.startOver.button }));
    await user.click(screen.getByRole('button', { name: en.startOver.confirm }));
    expect(location()).toBe(PATHS.assessment);
    const fresh = loadAssessment()!;
    expect(fresh.answers).toEqual({});
    expect(fresh.submissionId).not.toBe(stored.submissionId);
  });
});
