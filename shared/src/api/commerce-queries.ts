import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PriceRequest } from '../contracts/commerce';
import { calculatePrice, getAdminSales, getCredits, getSubscription, listCreditPacks, listPlans } from './commerce';

export const commerceQueries = {
  all: ['commerce'] as const,
  plans: () => queryOptions({ queryKey: [...commerceQueries.all, 'plans'], queryFn: ({ signal }) => listPlans(signal) }),
  creditPacks: () => queryOptions({ queryKey: [...commerceQueries.all, 'credit-packs'], queryFn: ({ signal }) => listCreditPacks(signal) }),
  /** One page of the credit history, 1-based. */
  credits: (page: number, pageSize: number) =>
    queryOptions({ queryKey: [...commerceQueries.all, 'credits', page, pageSize], queryFn: ({ signal }) => getCredits(page, pageSize, signal) }),
  /** Staff: revenue, invoices and their states. */
  adminSales: () => queryOptions({ queryKey: [...commerceQueries.all, 'admin-sales'], queryFn: ({ signal }) => getAdminSales(signal) }),
  /** The server's price for a plan, seats, billing cycle and extra credits (a POST that only reads); null asks nothing yet. */
  price: (request: PriceRequest | null) =>
    queryOptions({ queryKey: [...commerceQueries.all, 'price', request], queryFn: request ? ({ signal }) => calculatePrice(request, signal) : skipToken }),
  subscription: () => queryOptions({ queryKey: [...commerceQueries.all, 'subscription'], queryFn: ({ signal }) => getSubscription(signal) }),
};
