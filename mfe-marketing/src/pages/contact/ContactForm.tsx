// The contact form: idle → sending (button disabled, 'Sending...') → success (thank-you, option to send
// another) or error (translated message; the typed text stays). Validation runs on submit and, after
// the first attempt, as the visitor types, so an error disappears as soon as it is fixed.
import { useSupabase } from '@ahc/platform';
import { Button, Callout, Card, Flex, Heading, Text, TextArea, TextField } from '@ahc/platform/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useMarketingTexts } from '../../i18n/use-marketing-translation.ts';
import { CONTACT_ERROR_KEYS, type ContactMessage, type ContactSendError, sendContactMessage } from '../../contact/send-contact-message.ts';
import { type ContactErrors, type ContactField, validateContactMessage } from '../../contact/validate-contact-message.ts';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success'; email: string } | { kind: 'error'; error: ContactSendError };

const EMPTY: ContactMessage = { name: '', email: '', message: '' };
const FIELDS: ContactField[] = ['name', 'email', 'message'];

export function ContactForm() {
  const { t } = useMarketingTexts();
  const supabase = useSupabase();
  const id = useId();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Guards against a second submit before React has re-rendered the disabled button (double click, Enter twice).
  const sending = useRef(false);
  const fieldRefs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), message: useRef<HTMLTextAreaElement>(null) };
  const successRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (status.kind === 'success') successRef.current?.focus();
  }, [status.kind]);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContactMessage(next));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setAttempted(true);
    const found = validateContactMessage(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      fieldRefs[firstInvalid].current?.focus();
      return;
    }
    sending.current = true;
    setStatus({ kind: 'sending' });
    const result = await sendContactMessage(supabase, values);
    sending.current = false;
    if (!mounted.current) return;
    if (result.ok) {
      setStatus({ kind: 'success', email: values.email.trim() });
      setValues(EMPTY);
      setAttempted(false);
    } else {
      setStatus({ kind: 'error', error: result.error });
    }
  }

  function startAgain() {
    setStatus({ kind: 'idle' });
    setErrors({});
    // The form is back after this render; put the keyboard where the visitor starts typing.
    requestAnimationFrame(() => fieldRefs.name.current?.focus());
  }

  if (status.kind === 'success') {
    return (
      <Card size="3">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="5" tabIndex={-1} ref={successRef}>{t('contact.success.title')}</Heading>
          <Text as="p">{t('contact.success.text', { email: status.email })}</Text>
          <Button variant="soft" onClick={startAgain}>{t('contact.success.again')}</Button>
        </Flex>
      </Card>
    );
  }

  const isSending = status.kind === 'sending';

  function fieldProps(field: ContactField) {
    const describedBy = [errors[field] ? errorId(field) : null, field === 'message' ? `${id}-message-hint` : null].filter(Boolean).join(' ');
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': true,
    } as const;
  }

  function fieldError(field: ContactField) {
    const key = errors[field];
    if (!key) return null;
    return (
      <Text id={errorId(field)} role="alert" size="2" color="red">{t(key)}</Text>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={t('contact.formLabel')}>
      <Flex direction="column" gap="4">
        <Text as="p" size="2" color="gray">{t('contact.requiredNote')}</Text>

        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={fieldId('name')} size="2" weight="medium">{t('contact.fields.name')}</Text>
          <TextField.Root
            {...fieldProps('name')}
            ref={fieldRefs.name}
            autoComplete="name"
            size="3"
            onChange={(event) => update('name', event.target.value)}
          />
          {fieldError('name')}
        </Flex>

        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={fieldId('email')} size="2" weight="medium">{t('contact.fields.email')}</Text>
          <TextField.Root
            {...fieldProps('email')}
            ref={fieldRefs.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            size="3"
            onChange={(event) => update('email', event.target.value)}
          />
          {fieldError('email')}
        </Flex>

        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={fieldId('message')} size="2" weight="medium">{t('contact.fields.message')}</Text>
          <TextArea
            {...fieldProps('message')}
            ref={fieldRefs.message}
            rows={7}
            size="3"
            resize="vertical"
            onChange={(event) => update('message', event.target.value)}
          />
          <Text id={`${id}-message-hint`} size="1" color="gray">{t('contact.fields.messageHint')}</Text>
          {fieldError('message')}
        </Flex>

        {status.kind === 'error' && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{t(CONTACT_ERROR_KEYS[status.error])}</Callout.Text>
          </Callout.Root>
        )}

        <Flex>
          <Button type="submit" size="3" disabled={isSending}>
            {isSending ? t('contact.sending') : t('contact.submit')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
