import type { Practitioner, VerifyPractitionerResponse } from '@iprism/shared/contracts';
import { formatRegistrationNumber } from './registration-number';

/** A roster row: the practitioner as shown, plus the fields matched on. */
export interface RosterEntry extends Practitioner {
  registrationNumber: string;
  lastName: string;
}

/**
 * A last name reduced for comparison: accents removed (NFD, combining marks dropped), case folded, and
 * spaces, hyphens, apostrophes and dots ignored, so "Müller" = "MULLER" and "O'Brien-Smith" = "obrien smith".
 */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/ß/g, 'ss')
    .replace(/[\s'’.-]/g, '');
}

/**
 * A practitioner is verified when the roster holds the registration number (compared as digits, so
 * "Reg. No. 45,123" finds 45123) with the same last name, and is listed as active. A number whose name
 * differs reveals nothing about whom the number belongs to; an inactive match is returned unverified so
 * the applicant can be told why.
 */
export function matchPractitioner(roster: readonly RosterEntry[], registrationNumber: string, lastName: string): VerifyPractitionerResponse {
  const number = formatRegistrationNumber(registrationNumber);
  const name = comparableName(lastName);
  if (!number.valid || name === '') return { verified: false };
  const entry = roster.find((e) => Number(formatRegistrationNumber(e.registrationNumber).normalized) === Number(number.normalized) && comparableName(e.lastName) === name);
  if (!entry) return { verified: false };
  const practitioner: Practitioner = { name: entry.name, type: entry.type, firm: entry.firm, city: entry.city, state: entry.state, status: entry.status };
  return { verified: entry.status.trim().toLowerCase() === 'active', practitioner };
}
