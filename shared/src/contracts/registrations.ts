import { z } from 'zod';

/** USPTO practitioner registration numbers and the practitioner check of law-firm sign-ups. */

export const RegistrationFormatRequestSchema = z.object({ registrationNumber: z.string().max(64) });
export type RegistrationFormatRequest = z.infer<typeof RegistrationFormatRequestSchema>;

export const RegistrationFormatSchema = z.object({
  valid: z.boolean(),
  /** Digits only, as the roster lists the number. */
  normalized: z.string(),
  message: z.string().optional(),
});
export type RegistrationFormat = z.infer<typeof RegistrationFormatSchema>;

export const REGISTRATION_MESSAGES = {
  empty: 'Enter your USPTO registration number.',
  notDigits: 'A USPTO registration number is made of digits only, such as 45123.',
  length: 'A USPTO registration number has five or six digits.',
} as const;

export const PRACTITIONER_TYPES = ['attorney', 'agent'] as const;
export type PractitionerType = (typeof PRACTITIONER_TYPES)[number];

export const VerifyPractitionerRequestSchema = z.object({
  registrationNumber: z.string().max(64),
  lastName: z.string().min(1).max(200),
});
export type VerifyPractitionerRequest = z.infer<typeof VerifyPractitionerRequestSchema>;

export const PractitionerSchema = z.object({
  name: z.string(),
  type: z.enum(PRACTITIONER_TYPES),
  firm: z.string(),
  city: z.string(),
  state: z.string(),
  status: z.string(),
});
export type Practitioner = z.infer<typeof PractitionerSchema>;

export const VerifyPractitionerResponseSchema = z.object({
  verified: z.boolean(),
  practitioner: PractitionerSchema.optional(),
});
export type VerifyPractitionerResponse = z.infer<typeof VerifyPractitionerResponseSchema>;
