// A labelled form field, the one every form of the product uses: the label, an optional hint under
// it, the input (one line, or several with `multiline`), and the error below (or each of several, one
// per line: a field of many entries names every wrong one), announced with role="alert". The input
// carries aria-invalid and aria-describedby pointing at the hint and error.
// The texts come from the page (each remote keeps its own translation keys); a page moves the focus to
// a field by its id.
// The kit's own components, through the shared entry, so a remote that bundles this file adds no Radix code.
import { Flex, Text, TextArea, TextField } from '@ahc/platform/ui';
import { useHydrating } from '../../first-render/use-hydrating.ts';
import type { ChangeEvent } from 'react';

type CommonProps = {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The form's field name; the id unless given. */
  name?: string;
  error?: string | readonly string[] | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
};

type InputProps = CommonProps & {
  multiline?: false;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric';
  readOnly?: boolean;
};

type TextAreaProps = CommonProps & { multiline: true; rows?: number; size?: '2' | '3' };

export type FormFieldProps = InputProps | TextAreaProps;

export function FormField(props: FormFieldProps) {
  const { id, label, value, onChange, hint, required, disabled, onBlur } = props;
  const errors = (typeof props.error === 'string' ? [props.error] : (props.error ?? [])).filter(Boolean);
  const error = errors.length > 0;
  // Read-only while the field is the server's markup: what is typed before React has taken the form over
  // would never reach its state (the browser-side tools wait for a field to be editable, people see it).
  const hydrating = useHydrating();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: props.name ?? id,
    value,
    required,
    disabled,
    onBlur,
    readOnly: (!props.multiline && props.readOnly) || hydrating || undefined,
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
          size={props.size}
          resize="vertical"
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        />
      ) : (
        <TextField.Root
          {...shared}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          size="3"
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      )}
      {error && (
        <Flex id={errorId} role="alert" direction="column" gap="1">
          {errors.map((message, index) => (
            <Text key={`${index}:${message}`} size="2" color="red">
              {message}
            </Text>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
