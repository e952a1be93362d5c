// The contact form's client-side checks: the same limits the database enforces on the trimmed values
// (contact_messages constraints), counted in characters (code points) as Postgres char_length does.
import type { ContactMessage } from './send-contact-message.ts';

export const NAME_MAX = 200;
export const EMAIL_MAX = 320;
export const MESSAGE_MAX = 5000;

/** The database's e-mail check: something@something.something, no spaces, a single @. */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export type ContactField = keyof ContactMessage;
/** Translation keys of the failed checks, per field. */
export type ContactErrors = Partial<Record<ContactField, string>>;

const length = (value: string) => [...value].length;

export function validateContactMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();

  if (!name) errors.name = 'contact.validation.nameRequired';
  else if (length(name) > NAME_MAX) errors.name = 'contact.validation.nameTooLong';

  if (!email) errors.email = 'contact.validation.emailRequired';
  else if (length(email) > EMAIL_MAX) errors.email = 'contact.validation.emailTooLong';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'contact.validation.emailInvalid';

  if (!message) errors.message = 'contact.validation.messageRequired';
  else if (length(message) > MESSAGE_MAX) errors.message = 'contact.validation.messageTooLong';

  return errors;
}
