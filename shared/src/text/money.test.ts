import { formatCents } from './money';

describe('formatCents', () => {
  it('shows dollars with cents, thousands grouped, and the sign of a credit', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-1000)).toBe('-$10.00');
  });
});
