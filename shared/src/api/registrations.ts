import {
  RegistrationFormatSchema,
  VerifyPractitionerResponseSchema,
  type RegistrationFormat,
  type VerifyPractitionerResponse,
} from '../contracts/registrations';
import { RegistrationSchema, type CreateRegistration, type Registration } from '../contracts/back-office';
import { apiFetch } from './api-fetch';

/** Checks and normalises a USPTO registration number as it is typed (POST /api/registrations/format, public). */
export function checkRegistrationNumber(registrationNumber: string, signal?: AbortSignal): Promise<RegistrationFormat> {
  return apiFetch('/api/registrations/format', { method: 'POST', auth: 'none', body: { registrationNumber }, notify: false, schema: RegistrationFormatSchema, signal });
}

/** Looks the practitioner up on the USPTO roster (POST /api/registrations/verify-practitioner, public). */
export function verifyPractitioner(registrationNumber: string, lastName: string, signal?: AbortSignal): Promise<VerifyPractitionerResponse> {
  return apiFetch('/api/registrations/verify-practitioner', { method: 'POST', auth: 'none', body: { registrationNumber, lastName }, notify: false, schema: VerifyPractitionerResponseSchema, signal });
}

/** Files the signed-in user's law-firm registration for staff review (POST /api/registrations, 201). */
export function fileRegistration(body: CreateRegistration): Promise<Registration> {
  return apiFetch('/api/registrations', { method: 'POST', body, notify: false, schema: RegistrationSchema });
}
