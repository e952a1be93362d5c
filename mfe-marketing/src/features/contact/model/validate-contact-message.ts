// The contact form's client-side checks: the same limits the database enforces on the trimmed values
// (contact_messages constraints), counted in characters (code points) as Postgres char_length does.
// The e-mail check is the platform's, shared by every form.
import { type EmailProblem, checkEmail, textLength } from '@ahc/platform/ui/form';
import type { ContactMessage } from '../data/send-contact-message-mutation.ts';
import type { ContactKey } from '../i18n/use-contact-translation.ts';

const NAME_MAX = 200;
const EMAIL_MAX = 320;
const MESSAGE_MAX = 5000;

export type ContactField = keyof ContactMessage;
/** Translation keys of the failed checks, per field. */
export type ContactErrors = Partial<Record<ContactField, ContactKey>>;

const EMAIL_KEYS: Record<EmailProblem, ContactKey> = {
  required: 'contact.validation.emailRequired',
  tooLong: 'contact.validation.emailTooLong',
  invalid: 'contact.validation.emailInvalid',
};

export function validateContactMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const message = values.message.trim();

  if (!name) errors.name = 'contact.validation.nameRequired';
  else if (textLength(name) > NAME_MAX) errors.name = 'contact.validation.nameTooLong';

  const emailProblem = checkEmail(values.email, { maxLength: EMAIL_MAX });
  if (emailProblem) errors.email = EMAIL_KEYS[emailProblem];

  if (!message) errors.message = 'contact.validation.messageRequired';
  else if (textLength(message) > MESSAGE_MAX) errors.message = 'contact.validation.messageTooLong';

  return errors;
}
