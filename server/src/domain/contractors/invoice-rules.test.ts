import { invoiceAmountCents, invoiceNumber, moneyText, periodsOverlap } from './invoice-rules';

describe('invoice rules', () => {
  it('prices minutes at an hourly rate to the cent', () => {
    expect(invoiceAmountCents(450, 8000)).toBe(60000);
    expect(invoiceAmountCents(30, 9999)).toBe(5000);
  });
  it('detects overlapping periods, ends included', () => {
    expect(periodsOverlap({ from: '2026-11-01', to: '2026-11-15' }, { from: '2026-11-15', to: '2026-11-30' })).toBe(true);
    expect(periodsOverlap({ from: '2026-11-01', to: '2026-11-14' }, { from: '2026-11-15', to: '2026-11-30' })).toBe(false);
  });
  it('numbers and formats', () => {
    expect(invoiceNumber(2026, 7)).toBe('INV-2026-0007');
    expect(moneyText(123450, 'EUR')).toBe('1,234.50 EUR');
  });
});
