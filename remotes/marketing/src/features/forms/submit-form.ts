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

/** Posts a form as JSON to its endpoint; never throws, the result says what to show. */
export async function submitForm(kind: FormKind, payload: unknown, fetchImpl?: FetchLike): Promise<SubmitResult> {
  try {
    const body = await requestJson(FORM_ENDPOINTS[kind], { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) }, fetchImpl);
    const receipt = FormReceiptSchema.safeParse(body);
    if (!receipt.success) return { ok: false, code: 'INVALID_RESPONSE', message: GENERIC_ERROR_MESSAGE, fieldErrors: {} };
    return { ok: true, id: receipt.data.id };
  } catch (err) {
    if (err instanceof ApiRequestError) return submitFailure(err);
    return { ok: false, code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE, fieldErrors: {} };
  }
}
