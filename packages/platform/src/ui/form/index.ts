// @ahc/platform/ui/form: the UI kit's form pieces, the field every form renders and the checks of
// e-mail addresses and new passwords, so every form looks and validates alike. Each remote keeps its
// own translation keys: the checks return problem codes, and pages map them to their texts. And a
// person's note on an answer (its limits and checks, its fields, its view, with their own texts), which
// the assessment and the reports both edit.
// Not a federation singleton (the pieces hold no state): a remote bundles what it uses, tree-shaken,
// which keeps them out of the first page's shared UI kit, where every export would ship to every visitor.
export { FormField, type FormFieldProps } from './FormField.tsx';
export {
  EMAIL_PATTERN,
  type EmailProblem,
  PASSWORD_POLICY,
  type PasswordProblem,
  checkEmail,
  checkNewPassword,
  textLength,
} from './validation.ts';
export {
  ANSWER_NOTE_LIMITS,
  type AnswerNote,
  type AnswerNoteDraft,
  type AnswerNoteProblem,
  EMPTY_ANSWER_NOTE,
  answerNoteOf,
  checkAnswerNote,
  draftOf,
  isBlankNote,
  isWebLink,
  linksOf,
} from './answer-note/answer-note.ts';
export { AnswerNoteFields, type AnswerNoteFieldsProps } from './answer-note/AnswerNoteFields.tsx';
export { AnswerNoteView } from './answer-note/AnswerNoteView.tsx';
export { answerNoteTranslations } from './answer-note/answer-note-translations.ts';
export { useAnswerNoteTranslation } from './answer-note/use-answer-note-translation.ts';
