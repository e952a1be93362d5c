// The handling every form of this remote shares: the values typed, each field's problem shown under it,
// and on submit the focus moved to the first field in error (in form order), so keyboard and screen-reader
// users land where the problem is and nothing is sent. The page says what the fields are, how they are
// checked, and what a valid submit does (usually an Auth service call through useAuthRequest). What a
// visitor typed into the server's markup before the page hydrated is taken over once it has.
import { type FormEvent, useEffect, useState } from 'react';
import { useSharedTranslation } from '../i18n/use-shared-translation.ts';
import { focusById } from '../ui/focus.ts';
import { type FieldErrors, type ValidationKey, firstInvalid } from './validation.ts';

/** What a submit must know of the form's calls: whether one is under way, and how to clear its message. */
export type SubmitGuard = {
  /** True while a call runs: a second submit (Enter twice, a double click) does nothing. */
  busy: boolean;
  /** Clears what the last attempt said (its failure, its success) before the fields are checked again. */
  clear?(): void;
};

type FormOptions<F extends string, K extends string> = {
  initialValues: Record<F, string>;
  /** The fields in the order they stand on the page. */
  fieldOrder: readonly F[];
  fieldId(field: F): string;
  validate(values: Record<F, string>): FieldErrors<F, K>;
  /** Runs on every change of a field (a page that shows the last save's outcome forgets it). */
  onEdit?(): void;
} & ([K] extends [ValidationKey]
  ? { /** A problem's text; by default the shared texts' validation messages. */ errorText?(key: K): string }
  : { errorText(key: K): string });

/** A field's part of the form, to spread into FormField beside its label and input attributes. */
export type FieldBinding = {
  id: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
};

export function useValidatedForm<F extends string, K extends string = ValidationKey>(
  options: FormOptions<F, K>,
) {
  const shared = useSharedTranslation();
  const [values, setValues] = useState(options.initialValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F, K>>({});
  const errorText = options.errorText ?? ((key: K) => shared.t(key as ValidationKey));

  // Hydration keeps a field's text as the visitor left it but not in the state, which would then send
  // (and check) the initial value instead of what is on the screen: the fields' texts are read once.
  useEffect(() => {
    const typed: Partial<Record<F, string>> = {};
    for (const name of options.fieldOrder) {
      const element = document.getElementById(options.fieldId(name));
      const isTextField = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
      if (isTextField && element.value !== options.initialValues[name]) typed[name] = element.value;
    }
    // The DOM is the outside system here, read once: the one extra render happens only when it differs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, after the first render: later renders' fields are React's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function setValue(field: F, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function focus(field: F) {
    focusById(options.fieldId(field));
  }

  function field(name: F): FieldBinding {
    const problem = fieldErrors[name];
    return {
      id: options.fieldId(name),
      value: values[name],
      onChange(value) {
        setValue(name, value);
        options.onEdit?.();
      },
      error: problem && errorText(problem),
    };
  }

  /** The form's onSubmit: checks every field, and calls send with the values only when all are fine. */
  function handleSubmit(send: (values: Record<F, string>) => unknown, guard?: SubmitGuard) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (guard?.busy) return;
      const errors = options.validate(values);
      setFieldErrors(errors);
      guard?.clear?.();
      const invalid = firstInvalid(options.fieldOrder, errors);
      if (invalid) {
        focus(invalid);
        return;
      }
      void send(values);
    };
  }

  return {
    values,
    setValue,
    /** Back to the initial values (after a success, or for a new try); the problems shown stay. */
    resetValues: () => setValues(options.initialValues),
    field,
    focus,
    handleSubmit,
  };
}
