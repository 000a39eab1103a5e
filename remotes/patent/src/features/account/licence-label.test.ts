import { licenceSourceLabel, licenceTypeLabel } from './licence-label';

describe('licenceTypeLabel', () => {
  it.each([
    ['PilotLawFirmPro', 'Pilot Law Firm Pro'],
    ['ToolboxLawFirmStandard', 'Toolbox Law Firm Standard'],
    ['PilotEduStandard', 'Pilot Edu Standard'],
    ['PilotClientPortal', 'Pilot Client Portal'],
    ['iPrismAdmin', 'iPrism Admin'],
    ['iPrismDeveloper', 'iPrism Developer'],
  ])('%s → %s', (type, label) => {
    expect(licenceTypeLabel(type)).toBe(label);
  });

  it('says when there is none', () => {
    expect(licenceTypeLabel(null)).toBe('No licence');
  });
});

describe('licenceSourceLabel', () => {
  it('names each source', () => {
    expect(licenceSourceLabel('user')).toBe('Your own licence');
    expect(licenceSourceLabel('organization')).toBe("Your organisation's licence");
    expect(licenceSourceLabel(null)).toBe('None');
  });
});
