import { checkoutResultMessage, goToCheckout } from './payment-feedback';

describe('checkout return', () => {
  it('names the outcome of each result and ignores anything else', () => {
    expect(checkoutResultMessage('paid')).toEqual({ level: 'success', message: 'Payment received. Your purchase has been applied.' });
    expect(checkoutResultMessage('declined')?.level).toBe('error');
    expect(checkoutResultMessage('error')?.message).toBe('Payment processing error. Contact support if issues persist.');
    expect(checkoutResultMessage(null)).toBeNull();
    expect(checkoutResultMessage('<script>')).toBeNull();
  });

  it('goes to the checkout page the server named', () => {
    const assign = jest.fn();
    goToCheckout('/checkout/chk_1', { location: { assign } as unknown as Location });
    expect(assign).toHaveBeenCalledWith('/checkout/chk_1');
  });
});
