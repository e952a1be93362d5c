// The fields of a note on an answer: the note (with its length against the limit) and its links, one per
// line, each wrong link named under the field. A link's problem shows once the person has left the links
// field (or when the draft arrives with links, after a reload), not while its first characters are typed;
// the note's length shows as it grows. The page keeps the draft and decides when it is saved; `children`
// comes after the fields (a team answer's "share with my team").
import { intlLocale, useLanguage } from '@ahc/platform';
import { Flex } from '@ahc/platform/ui';
import { type ReactNode, useState } from 'react';
import { FormField } from '../FormField.tsx';
import { textLength } from '../validation.ts';
import {
  ANSWER_NOTE_LIMITS,
  type AnswerNoteDraft,
  type AnswerNoteProblem,
  checkAnswerNote,
  withHiddenShown,
} from './answer-note.ts';
import { useAnswerNoteTranslation } from './use-answer-note-translation.ts';

/**
 * A link as a problem names it: its hidden characters made visible, and a long one shortened, so the
 * message stays readable on a phone.
 */
const SHOWN_LINK_LENGTH = 60;
const shownLink = (typed: string) => {
  const link = withHiddenShown(typed);
  return textLength(link) > SHOWN_LINK_LENGTH
    ? `${[...link].slice(0, SHOWN_LINK_LENGTH - 1).join('')}…`
    : link;
};

export type AnswerNoteFieldsProps = {
  /** The fields' ids start with it (`${id}-note`, `${id}-links`): one per question on a page. */
  id: string;
  value: AnswerNoteDraft;
  onChange(value: AnswerNoteDraft): void;
  /** Show the links' problems now (the page tried to save), whether or not the field was left. */
  showProblems?: boolean;
  disabled?: boolean;
  children?: ReactNode;
};

export function AnswerNoteFields({
  id,
  value,
  onChange,
  showProblems = false,
  disabled,
  children,
}: AnswerNoteFieldsProps) {
  const { t } = useAnswerNoteTranslation();
  const { language } = useLanguage();
  const [linksLeft, setLinksLeft] = useState(() => value.links.trim() !== '');
  const number = (amount: number) => amount.toLocaleString(intlLocale(language));
  const problems = checkAnswerNote(value);
  const message = (problem: AnswerNoteProblem): string => {
    switch (problem.kind) {
      case 'noteTooLong':
        return t('problems.noteTooLong', {
          length: number(problem.length),
          max: number(ANSWER_NOTE_LIMITS.noteLength),
        });
      case 'tooManyLinks':
        return t('problems.tooManyLinks', { count: problem.count, max: ANSWER_NOTE_LIMITS.links });
      case 'linkHidden':
        return t('problems.linkHidden', { link: shownLink(problem.link) });
      case 'linkNotWeb':
        return t('problems.linkNotWeb', { link: shownLink(problem.link) });
      case 'linkTooLong':
        return t('problems.linkTooLong', {
          link: shownLink(problem.link),
          max: number(ANSWER_NOTE_LIMITS.linkLength),
        });
    }
  };
  const noteProblems = problems.filter((problem) => problem.kind === 'noteTooLong').map(message);
  const linkProblems =
    linksLeft || showProblems
      ? problems.filter((problem) => problem.kind !== 'noteTooLong').map(message)
      : [];

  return (
    <Flex direction="column" gap="3">
      <FormField
        id={`${id}-note`}
        label={t('noteLabel')}
        hint={`${t('noteHint')} ${t('noteCount', {
          length: number(textLength(value.note.trim())),
          max: number(ANSWER_NOTE_LIMITS.noteLength),
        })}`}
        multiline
        rows={3}
        size="2"
        value={value.note}
        onChange={(note) => onChange({ ...value, note })}
        error={noteProblems}
        disabled={disabled}
      />
      <FormField
        id={`${id}-links`}
        label={t('linksLabel')}
        hint={t('linksHint', { max: ANSWER_NOTE_LIMITS.links })}
        multiline
        rows={2}
        size="2"
        value={value.links}
        onChange={(links) => onChange({ ...value, links })}
        onBlur={() => setLinksLeft(true)}
        error={linkProblems}
        disabled={disabled}
      />
      {children}
    </Flex>
  );
}
