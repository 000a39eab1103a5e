import { licenseSourceLabel, licenseTypeLabel } from './license-label';

describe('licenseTypeLabel', () => {
  it.each([
    ['PilotLawFirmPro', 'Pilot Law Firm Pro'],
    ['ToolboxLawFirmStandard', 'Toolbox Law Firm Standard'],
    ['PilotEduStandard', 'Pilot Edu Standard'],
    ['PilotClientPortal', 'Pilot Client Portal'],
    ['iPrismAdmin', 'iPrism Admin'],
    ['iPrismDeveloper', 'iPrism Developer'],
  ])('%s → %s', (type, label) => {
    expect(licenseTypeLabel(type)).toBe(label);
  });

  it('says when there is none', () => {
    expect(licenseTypeLabel(null)).toBe('No licence');
  });
});

describe('licenseSourceLabel', () => {
  it('names each source', () => {
    expect(licenseSourceLabel('user')).toBe('Your own licence');
    expect(licenseSourceLabel('organization')).toBe("Your organisation's licence");
    expect(licenseSourceLabel(null)).toBe('None');
  });
});
