// One question: native radio inputs (Radix Themes Radio), so arrow keys move between the options the
// way radios always do; the number keys 1–4 pick an option and Enter goes on (handled on the window,
// so they work wherever focus is on the page, except in the start-over confirmation).
import { type AssessmentLanguage, type OptionKey, type QuestionId, describeQuestion } from '@ahc/assessment-model';
import { Badge, Card, Flex, Radio, Text } from '@ahc/platform/ui';
import { useEffect, useId, useRef } from 'react';
import { useAssessmentTranslation } from '../../i18n/use-assessment-translation.ts';

type Props = {
  questionId: QuestionId;
  language: AssessmentLanguage;
  selected: OptionKey | undefined;
  /** Move focus into the options when the question appears (not on the page's first render). */
  focusOnShow: boolean;
  showChooseError: boolean;
  onChoose(option: OptionKey): void;
  onNext(): void;
};

const IGNORED_TARGETS = 'input:not([type="radio"]), textarea, select, [contenteditable="true"], [data-start-over], [role="dialog"], [role="alertdialog"]';

export function QuestionStep({ questionId, language, selected, focusOnShow, showChooseError, onChoose, onNext }: Props) {
  const { t } = useAssessmentTranslation();
  const question = describeQuestion(questionId, language);
  const radios = useRef<(HTMLInputElement | null)[]>([]);
  const legendId = useId();
  const errorId = useId();

  // When a question appears, focus goes to its chosen option (or the first), once: choosing an option
  // afterwards must not move it again, so the effect acts only for a question it has not shown yet.
  const shownQuestion = useRef<QuestionId | null>(null);
  useEffect(() => {
    if (shownQuestion.current === questionId) return;
    shownQuestion.current = questionId;
    if (!focusOnShow) return;
    const index = Math.max(0, question.options.findIndex((option) => option.key === selected));
    radios.current[index]?.focus();
  }, [questionId, focusOnShow, question.options, selected]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(IGNORED_TARGETS)) return;
      const number = Number(event.key);
      if (Number.isInteger(number) && number >= 1 && number <= question.options.length) {
        event.preventDefault();
        onChoose(question.options[number - 1]!.key);
        radios.current[number - 1]?.focus();
      } else if (event.key === 'Enter' && !target?.closest('button, a, [role="button"]')) {
        event.preventDefault();
        onNext();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [question.options, onChoose, onNext]);

  return (
    <fieldset
      aria-describedby={showChooseError ? errorId : undefined}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <legend id={legendId} style={{ padding: 0, marginBottom: 'var(--space-3)' }}>
        <Text size={{ initial: '4', sm: '5' }} weight="bold">{question.text}</Text>
      </legend>
      <Flex direction="column" gap="2">
        {question.options.map((option, index) => (
          <Card key={option.key} asChild size="2" variant={selected === option.key ? 'classic' : 'surface'}>
            <Text as="label" size="3" style={{ cursor: 'pointer', display: 'block' }}>
              <Flex gap="3" align="start">
                <Radio
                  ref={(element) => {
                    radios.current[index] = element;
                  }}
                  name={question.id}
                  value={option.key}
                  checked={selected === option.key}
                  onValueChange={() => onChoose(option.key)}
                  mt="1"
                />
                <Badge size="1" variant="soft" color="gray" aria-hidden="true" style={{ flexShrink: 0 }}>{index + 1}</Badge>
                <span>{option.text}</span>
              </Flex>
            </Text>
          </Card>
        ))}
      </Flex>
      {showChooseError && (
        <Text as="p" id={errorId} role="alert" color="red" size="2" mt="2">{t('assessment.chooseAnswer')}</Text>
      )}
    </fieldset>
  );
}
