import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@iprism/shared/router';
import type { FormKind } from '@iprism/shared/contracts/forms';
import { toast } from '@iprism/shared/shell';
import type { FieldErrors } from './field-errors';
import { submitFailure, submitForm, type FormAttachment } from './submit-form';
import { validateWith, type FormSchema } from './validate';

export type FormValues = Record<string, string | number | null>;

export interface FormConfig<V extends FormValues, P> {
  kind: FormKind;
  initialValues: V;
  schema: FormSchema<P>;
  /** Raw input values → the candidate payload the schema checks (trims, splits lists, drops empties). */
  toPayload: (values: V) => unknown;
  /** Shown as a success toast once the server stored the submission. */
  successMessage: string;
  /** Default: go to `/thank-you?form=<kind>`. */
  onSuccess?: (payload: P) => void;
  /** Files to send with the form (multipart), e.g. a CV. */
  attachment?: FormAttachment;
}

export const CHECK_FIELDS_MESSAGE = 'Some fields need your attention. Please check the highlighted fields.';

/** Focuses the first invalid field in page order, so keyboard and screen-reader users land on it. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  for (const wrapper of form.querySelectorAll<HTMLElement>('[data-field]')) {
    if (!errors[wrapper.dataset.field ?? '']) continue;
    wrapper.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')?.focus();
    return;
  }
}

/**
 * State and submit logic of a public form: values, browser validation with the shared schema,
 * sending, server error mapping, and the confirmation (toast, then the thank-you page).
 */
export function useForm<V extends FormValues, P>(config: FormConfig<V, P>) {
  const { kind, initialValues, schema, toPayload, successMessage, onSuccess, attachment } = config;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The browser check's message; the server's comes from the send itself.
  const [checkError, setCheckError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    // The message under a field goes as soon as the visitor starts correcting it.
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  /** Props for an MUI TextField bound to one text value; `hint` shows while there is no error. */
  const textField = (name: keyof V & string, hint?: string) => ({
    id: `${kind}-${name}`,
    name,
    value: String(values[name] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, e.target.value as V[typeof name]),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
    'data-field': name,
  });

  const showFieldErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    // Wait for the error state to render before moving focus.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, fieldErrors));
  };

  const sending = useMutation({
    mutationFn: (payload: P) => submitForm(kind, payload, attachment),
    onSuccess: (_id, payload) => {
      toast.success(successMessage);
      if (onSuccess) onSuccess(payload);
      else navigate(`/thank-you?form=${kind}`);
    },
    onError: (err) => {
      const failure = submitFailure(err);
      toast.error(failure.message);
      showFieldErrors(failure.fieldErrors);
    },
  });
  const submitting = sending.isPending;
  const formError = checkError ?? (sending.error ? submitFailure(sending.error).message : null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validateWith(schema, toPayload(values));
    if (!checked.ok) {
      setCheckError(CHECK_FIELDS_MESSAGE);
      showFieldErrors(checked.errors);
      return;
    }
    setCheckError(null);
    sending.mutate(checked.data);
  };

  return { values, errors, formError, submitting, setValue, textField, handleSubmit, formRef };
}
