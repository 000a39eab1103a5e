import {
  AdminSalesSchema,
  CheckoutResponseSchema,
  CreditPacksResponseSchema,
  CreditsPageSchema,
  PlansResponseSchema,
  PriceQuoteSchema,
  PurchaseLicensesResponseSchema,
  SubscriptionViewSchema,
  UpgradeQuoteSchema,
  UpgradeResponseSchema,
  type AdminSales,
  type CheckoutRequest,
  type CheckoutResponse,
  type CreditPack,
  type CreditsPage,
  type Plan,
  type PriceQuote,
  type PriceRequest,
  type PurchaseLicensesResponse,
  type SubscriptionView,
  type UpgradeQuote,
  type UpgradeResponse,
} from '../contracts/commerce';
import { apiFetch } from './api-fetch';

/**
 * Plans, prices, credits, checkouts, the subscription and the sales figures. Errors are the caller's to
 * show (notify: false): the payment pages toast SPEC §8's messages themselves (409 in progress, 502).
 */

export async function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  return (await apiFetch('/api/pricing/plans', { auth: 'none', schema: PlansResponseSchema, notify: false, signal })).plans;
}

export async function listCreditPacks(signal?: AbortSignal): Promise<CreditPack[]> {
  return (await apiFetch('/api/pricing/credit-packs', { auth: 'none', schema: CreditPacksResponseSchema, notify: false, signal })).creditPacks;
}

export function calculatePrice(request: PriceRequest, signal?: AbortSignal): Promise<PriceQuote> {
  return apiFetch('/api/pricing/calculate', { method: 'POST', auth: 'none', body: request, schema: PriceQuoteSchema, notify: false, signal });
}

export function getCredits(page = 1, pageSize = 20, signal?: AbortSignal): Promise<CreditsPage> {
  return apiFetch(`/api/account/credits?page=${page}&pageSize=${pageSize}`, { schema: CreditsPageSchema, notify: false, signal });
}

export function createCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return apiFetch('/api/payments/create-checkout', { method: 'POST', body: request, schema: CheckoutResponseSchema, notify: false });
}

export function purchaseCredits(credits: number): Promise<CheckoutResponse> {
  return apiFetch('/api/payments/purchase-credits', { method: 'POST', body: { credits }, schema: CheckoutResponseSchema, notify: false });
}

export function getUpgradeQuote(planId: string, signal?: AbortSignal): Promise<UpgradeQuote> {
  return apiFetch(`/api/payments/upgrade-quote?planId=${encodeURIComponent(planId)}`, { schema: UpgradeQuoteSchema, notify: false, signal });
}

export function upgradePlan(planId: string): Promise<UpgradeResponse> {
  return apiFetch('/api/payments/upgrade-plan', { method: 'POST', body: { planId }, schema: UpgradeResponseSchema, notify: false });
}

export function purchaseLicenses(seats: number): Promise<PurchaseLicensesResponse> {
  return apiFetch('/api/payments/purchase-licenses', { method: 'POST', body: { seats }, schema: PurchaseLicensesResponseSchema, notify: false });
}

export function getSubscription(signal?: AbortSignal): Promise<SubscriptionView> {
  return apiFetch('/api/account/subscription', { schema: SubscriptionViewSchema, notify: false, signal });
}

export function cancelSubscription(): Promise<unknown> {
  return apiFetch('/api/account/subscription/cancel', { method: 'POST', body: {}, notify: false });
}

export function resumeSubscription(): Promise<unknown> {
  return apiFetch('/api/account/subscription/resume', { method: 'POST', body: {}, notify: false });
}

export function cancelCheckout(id: string): Promise<unknown> {
  return apiFetch(`/api/payments/checkouts/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {}, notify: false });
}


export function getAdminSales(signal?: AbortSignal): Promise<AdminSales> {
  return apiFetch('/api/admin/sales', { schema: AdminSalesSchema, notify: false, signal });
}

export function settleInvoice(id: string, action: 'mark-paid' | 'void' | 'refund'): Promise<unknown> {
  return apiFetch(`/api/admin/sales/invoices/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: {}, notify: false });
}
