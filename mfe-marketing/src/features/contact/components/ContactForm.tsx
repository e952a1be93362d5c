// The contact form: idle → sending (button disabled, 'Sending...') → success (thank-you, option to send
// another) or error (translated message; the typed text stays). Validation runs on submit and, after
// the first attempt, as the visitor types, so an error disappears as soon as it is fixed.
import { useHydrating } from '@ahc/platform';
import { Button, Callout, Card, Flex, Heading, Text } from '@ahc/platform/ui/base';
import { FormField } from '@ahc/platform/ui/form';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type ContactErrors,
  type ContactField,
  validateContactMessage,
} from '../model/validate-contact-message.ts';
import {
  CONTACT_ERROR_KEYS,
  type ContactMessage,
  contactProblem,
  useSendContactMessageMutation,
} from '../data/send-contact-message-mutation.ts';
import { useContactTranslation } from '../i18n/use-contact-translation.ts';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };
const FIELDS: ContactField[] = ['name', 'email', 'message'];

export function ContactForm() {
  // The server's form submits nothing until React has taken it over (no native GET with the fields in the address).
  const hydrating = useHydrating();
  const { t } = useContactTranslation();
  const send = useSendContactMessageMutation();
  const id = useId();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  // Guards against a second submit before React has re-rendered the disabled button (double click, Enter twice).
  const sending = useRef(false);
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (send.isSuccess) successRef.current?.focus();
  }, [send.isSuccess]);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const focusField = (field: ContactField) => document.getElementById(fieldId(field))?.focus();

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContactMessage(next));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    const found = validateContactMessage(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    sending.current = true;
    send.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setAttempted(false);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  function startAgain() {
    send.reset();
    setErrors({});
    // The form is back after this render; put the keyboard where the visitor starts typing.
    requestAnimationFrame(() => focusField('name'));
  }

  if (send.isSuccess) {
    return (
      <Card size="3">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="5" tabIndex={-1} ref={successRef}>
            {t('contact.success.title')}
          </Heading>
          <Text as="p">{t('contact.success.text', { email: send.variables.email.trim() })}</Text>
          <Button variant="soft" onClick={startAgain}>
            {t('contact.success.again')}
          </Button>
        </Flex>
      </Card>
    );
  }

  const errorText = (field: ContactField) => {
    const key = errors[field];
    return key && t(key);
  };

  return (
    <form noValidate method="post" onSubmit={handleSubmit} aria-label={t('contact.formLabel')}>
      <Flex direction="column" gap="4">
        <Text as="p" size="2" color="gray">
          {t('contact.requiredNote')}
        </Text>

        <FormField
          id={fieldId('name')}
          name="name"
          label={t('contact.fields.name')}
          autoComplete="name"
          required
          value={values.name}
          onChange={(value) => update('name', value)}
          error={errorText('name')}
        />
        <FormField
          id={fieldId('email')}
          name="email"
          label={t('contact.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={(value) => update('email', value)}
          error={errorText('email')}
        />
        <FormField
          id={fieldId('message')}
          name="message"
          label={t('contact.fields.message')}
          hint={t('contact.fields.messageHint')}
          multiline
          rows={7}
          size="3"
          required
          value={values.message}
          onChange={(value) => update('message', value)}
          error={errorText('message')}
        />

        {send.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{t(CONTACT_ERROR_KEYS[contactProblem(send.error)])}</Callout.Text>
          </Callout.Root>
        )}

        <Flex>
          <Button type="submit" size="3" disabled={send.isPending || hydrating}>
            {send.isPending ? t('contact.sending') : t('contact.submit')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
