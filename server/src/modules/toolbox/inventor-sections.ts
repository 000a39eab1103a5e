import type { FormSection } from '@iprism/shared/contracts';
import type { ApplicationFacts, Party, Sourced } from './application-facts';
import { field } from './form-field';

/**
 * One section an inventor, as PTO/AIA/14 and /01 list them: legal name, residence (city, state or province,
 * country of residence) and, on the ADS, the mailing address. A USPTO XML prints the inventor's city, state
 * and country of residence; the street and postal code are left to type.
 */
export function inventorSections(facts: ApplicationFacts, withMailingAddress: boolean): FormSection[] {
  const inventors: (Party | null)[] = facts.inventors?.value.length ? facts.inventors.value : [null];
  return inventors.map((inventor, i) => {
    const from = (value: string | undefined): Sourced<string> | null => (inventor && value ? { value, source: facts.inventors!.source } : null);
    const key = (name: string) => `inventor.${i + 1}.${name}`;
    const fields = [
      field(key('givenName'), 'Legal name: given name', from(inventor?.givenName)),
      field(key('middleName'), 'Legal name: middle name', from(inventor?.middleName)),
      field(key('familyName'), 'Legal name: family name', from(inventor?.familyName)),
      field(key('residenceCity'), 'Residence: city', from(inventor?.city)),
      field(key('residenceState'), 'Residence: state or province', from(inventor?.state)),
      field(key('residenceCountry'), 'Residence: country of residence', from(inventor ? inventor.residenceCountry || inventor.country : '')),
    ];
    if (withMailingAddress) {
      fields.push(
        field(key('mailingAddress'), 'Mailing address: street', from(inventor?.address)),
        field(key('city'), 'Mailing address: city', from(inventor?.city)),
        field(key('state'), 'Mailing address: state or province', from(inventor?.state)),
        field(key('postcode'), 'Mailing address: postal code', from(inventor?.postcode)),
        field(key('country'), 'Mailing address: country', from(inventor?.country)),
      );
    }
    return { id: `inventor-${i + 1}`, title: `Inventor Information: Inventor ${i + 1}`, fields };
  });
}
