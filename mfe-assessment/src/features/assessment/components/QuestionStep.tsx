// One question: its text as the page's heading, h1 (focused when the question appears, so a screen
// reader reads it and the page can bring it into view), "Why we ask" as a disclosure under it, and the four answers as
// native radio inputs (Radix Themes Radio) inside option cards that highlight as a whole when chosen.
// Arrow keys move between the options the way radios always do; the number keys 1–4 pick an option and
// Enter goes on (handled on the window, so they work wherever focus is on the page, except in the
// start-over confirmation). The number badges are keyboard hints and are hidden on touch screens.
import {
  type AssessmentLanguage,
  type OptionKey,
  type QuestionId,
  describeQuestion,
} from '@ahc/assessment-model';
import { Badge, Heading, Radio, Text } from '@ahc/platform/ui';
import { type Ref, useEffect, useId, useRef } from 'react';
import { useAssessmentTranslation } from '../i18n/use-assessment-translation.ts';

/** How an answer was picked: a tap or click, a number key, or moving through the radios (arrows, Space). */
export type ChoiceSource = 'pointer' | 'number-key' | 'radio-keys';

type Props = {
  questionId: QuestionId;
  language: AssessmentLanguage;
  selected: OptionKey | undefined;
  showChooseError: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose(option: OptionKey, source: ChoiceSource): void;
  onNext(): void;
};

const IGNORED_TARGETS =
  'input:not([type="radio"]):not([type="checkbox"]), textarea, select, [contenteditable="true"], [data-confirm-in-place], [role="dialog"], [role="alertdialog"]';
/** Enter keeps its own meaning on these (a button presses, a disclosure opens). */
const ENTER_OWN_TARGETS = 'button, a, [role="button"], summary';

export function QuestionStep({
  questionId,
  language,
  selected,
  showChooseError,
  headingRef,
  onChoose,
  onNext,
}: Props) {
  const { t } = useAssessmentTranslation();
  const question = describeQuestion(questionId, language);
  const radios = useRef<(HTMLInputElement | null)[]>([]);
  // The option a pointer went down on: its click is a tap on that answer (a click from the keyboard
  // moving through the radios is not).
  const pointerOn = useRef<OptionKey | null>(null);
  const headingId = useId();
  const errorId = useId();

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      pointerOn.current = null;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(IGNORED_TARGETS)) return;
      const number = Number(event.key);
      if (Number.isInteger(number) && number >= 1 && number <= question.options.length) {
        event.preventDefault();
        onChoose(question.options[number - 1]!.key, 'number-key');
        radios.current[number - 1]?.focus();
      } else if (event.key === 'Enter' && !target?.closest(ENTER_OWN_TARGETS)) {
        event.preventDefault();
        onNext();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [question.options, onChoose, onNext]);

  return (
    <fieldset
      aria-labelledby={headingId}
      aria-describedby={showChooseError ? errorId : undefined}
      className="assessment-question"
    >
      <Heading
        as="h1"
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        size={{ initial: '4', sm: '5' }}
        className="assessment-question-heading"
      >
        {question.text}
      </Heading>
      <details className="assessment-why">
        <summary>
          <Text size="2">{t('assessment.whyWeAsk')}</Text>
        </summary>
        <Text as="p" size="2" color="gray">
          {question.why}
        </Text>
      </details>
      <div className="assessment-options">
        {question.options.map((option, index) => {
          const chosen = selected === option.key;
          return (
            <label
              key={option.key}
              className="assessment-option"
              data-selected={chosen ? '' : undefined}
              onPointerDown={() => {
                pointerOn.current = option.key;
              }}
              onPointerCancel={() => {
                pointerOn.current = null;
              }}
              onClick={() => {
                // The label's click and the input's click it causes both arrive here; the first one counts.
                if (pointerOn.current !== option.key) return;
                pointerOn.current = null;
                onChoose(option.key, 'pointer');
              }}
            >
              <Radio
                ref={(element) => {
                  radios.current[index] = element;
                }}
                name={question.id}
                value={option.key}
                checked={chosen}
                onValueChange={() => onChoose(option.key, 'radio-keys')}
                className="assessment-option-radio"
              />
              <Badge
                size="1"
                variant="soft"
                color="gray"
                aria-hidden="true"
                className="assessment-keyboard-only assessment-option-badge"
              >
                {index + 1}
              </Badge>
              <Text size="3" className="assessment-option-text">
                {option.text}
              </Text>
            </label>
          );
        })}
      </div>
      {showChooseError && (
        <Text as="p" id={errorId} role="alert" color="red" size="2" mt="2">
          {t('assessment.chooseAnswer')}
        </Text>
      )}
    </fieldset>
  );
}
