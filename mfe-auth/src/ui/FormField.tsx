// A labelled form field: the label above, an optional hint, and the error below it announced with
// role="alert". The input carries aria-invalid and aria-describedby pointing at the hint and error.
import { Flex, Text, TextArea, TextField } from '@ahc/platform/ui';
import type { ChangeEvent } from 'react';

type CommonProps = {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
};

type InputProps = CommonProps & {
  multiline?: false;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  readOnly?: boolean;
};

type TextAreaProps = CommonProps & { multiline: true; rows?: number };

export function FormField(props: InputProps | TextAreaProps) {
  const { id, label, value, onChange, error, hint, required, disabled } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    value,
    required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };

  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {hint && (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      )}
      {props.multiline ? (
        <TextArea
          {...shared}
          rows={props.rows ?? 8}
          resize="vertical"
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        />
      ) : (
        <TextField.Root
          {...shared}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          readOnly={props.readOnly}
          size="3"
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      )}
      {error && (
        <Text id={errorId} role="alert" size="2" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
