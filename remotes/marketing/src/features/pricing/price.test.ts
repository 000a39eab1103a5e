import { COMPARISON, PLANS, plansOf } from './plans';
import { annualSavingPercent, formatUsd, priceFor } from './price';

describe('priceFor', () => {
  it('charges the list price monthly', () => {
    expect(priceFor(249, 'monthly')).toEqual({ perSeatMonthlyUsd: 249 });
  });

  it('charges ten months for twelve annually', () => {
    expect(priceFor(249, 'annual')).toEqual({ perSeatMonthlyUsd: 208, perSeatYearlyUsd: 2490 });
    expect(priceFor(12, 'annual')).toEqual({ perSeatMonthlyUsd: 10, perSeatYearlyUsd: 120 });
  });

  it('formats whole dollars and states the saving', () => {
    expect(formatUsd(2490)).toBe('$2,490');
    expect(annualSavingPercent()).toBe(17);
  });
});

describe('plans', () => {
  it('offers every Pilot and Toolbox licence type once (client portal as an add-on)', () => {
    expect(PLANS.map((p) => p.licenseType).sort()).toEqual(
      ['PilotEduStandard', 'PilotLawFirmPro', 'PilotLawFirmStandard', 'PilotOrgStandard', 'ToolboxEduStandard', 'ToolboxLawFirmPro', 'ToolboxLawFirmStandard', 'ToolboxOrgStandard'],
    );
  });

  it('has one comparison value per plan of the family', () => {
    for (const family of ['pilot', 'toolbox'] as const) {
      for (const row of COMPARISON[family]) expect(row.values).toHaveLength(plansOf(family).length);
    }
  });
});
