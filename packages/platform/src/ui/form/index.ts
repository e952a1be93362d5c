// @ahc/platform/ui/form: the UI kit's form pieces, the field every form renders and the checks of
// e-mail addresses and new passwords, so every form looks and validates alike. Each remote keeps its
// own translation keys: the checks return problem codes, and pages map them to their texts.
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
