import { isApiError, userMessage } from '@iprism/shared/api/api-error';
import { apiFetch } from '@iprism/shared/api/api-fetch';
import { FormReceiptSchema, type FormKind } from '@iprism/shared/contracts/forms';
import { GENERIC_ERROR_MESSAGE } from '@iprism/shared/contracts/auth';
import { fieldErrorsFromDetails, type FieldErrors } from './field-errors';
import { FORM_ENDPOINTS } from './form-endpoints';

/** A failed send as the form shows it: field errors under their inputs, one message above the form. */
export interface SubmitFailure {
  message: string;
  fieldErrors: FieldErrors;
}

export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields and send the form again.';

/** What the form shows for a failed send. */
export function submitFailure(err: unknown): SubmitFailure {
  if (!isApiError(err)) return { message: GENERIC_ERROR_MESSAGE, fieldErrors: {} };
  const fieldErrors = err.code === 'VALIDATION_FAILED' ? fieldErrorsFromDetails(err.details) : {};
  const message = Object.keys(fieldErrors).length > 0 ? FIX_FIELDS_MESSAGE : userMessage(err);
  return { message, fieldErrors };
}

/** Files sent with a form: the form then goes as multipart, its JSON in `payloadField` next to the files. */
export interface FormAttachment {
  payloadField: string;
  files: Record<string, File>;
}

function requestBody(payload: unknown, attachment: FormAttachment | undefined): unknown {
  if (!attachment || Object.keys(attachment.files).length === 0) return payload;
  const form = new FormData();
  form.append(attachment.payloadField, JSON.stringify(payload));
  for (const [field, file] of Object.entries(attachment.files)) form.append(field, file, file.name);
  return form;
}

/** Posts a form as JSON (or multipart with its attachment) to its endpoint; resolves to the receipt id. */
export async function submitForm(kind: FormKind, payload: unknown, attachment?: FormAttachment): Promise<string> {
  const receipt = await apiFetch(FORM_ENDPOINTS[kind], { method: 'POST', auth: 'none', body: requestBody(payload, attachment), schema: FormReceiptSchema, notify: false });
  return receipt.id;
}
