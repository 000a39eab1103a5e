import { FormReceiptSchema, type FormKind } from '@iprism/shared/contracts';
import { ApiRequestError, GENERIC_ERROR_MESSAGE, requestJson, type FetchLike } from '../common/api-error';
import { fieldErrorsFromDetails, type FieldErrors } from './field-errors';
import { FORM_ENDPOINTS } from './form-endpoints';

export type SubmitResult = { ok: true; id: string } | { ok: false; code: string; message: string; fieldErrors: FieldErrors };

export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields and send the form again.';

/** A failed send as the form shows it: field errors under their inputs, one message above the form. */
export function submitFailure(err: ApiRequestError): Extract<SubmitResult, { ok: false }> {
  const fieldErrors = err.code === 'VALIDATION_FAILED' ? fieldErrorsFromDetails(err.details) : {};
  const message = Object.keys(fieldErrors).length > 0 ? FIX_FIELDS_MESSAGE : err.message;
  return { ok: false, code: err.code, message, fieldErrors };
}

/** Files sent with a form: the form then goes as multipart, its JSON in `payloadField` next to the files. */
export interface FormAttachment {
  payloadField: string;
  files: Record<string, File>;
}

function requestInit(payload: unknown, attachment: FormAttachment | undefined): RequestInit {
  if (!attachment || Object.keys(attachment.files).length === 0) return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) };
  const form = new FormData();
  form.append(attachment.payloadField, JSON.stringify(payload));
  for (const [field, file] of Object.entries(attachment.files)) form.append(field, file, file.name);
  // The browser sets the multipart Content-Type with its boundary.
  return { method: 'POST', body: form };
}

/** Posts a form as JSON (or multipart with its attachment) to its endpoint; never throws, the result says what to show. */
export async function submitForm(kind: FormKind, payload: unknown, fetchImpl?: FetchLike, attachment?: FormAttachment): Promise<SubmitResult> {
  try {
    const body = await requestJson(FORM_ENDPOINTS[kind], requestInit(payload, attachment), fetchImpl);
    const receipt = FormReceiptSchema.safeParse(body);
    if (!receipt.success) return { ok: false, code: 'INVALID_RESPONSE', message: GENERIC_ERROR_MESSAGE, fieldErrors: {} };
    return { ok: true, id: receipt.data.id };
  } catch (err) {
    if (err instanceof ApiRequestError) return submitFailure(err);
    return { ok: false, code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE, fieldErrors: {} };
  }
}
