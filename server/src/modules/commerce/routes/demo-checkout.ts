import { IdParamsSchema } from '@iprism/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { formatCents } from '@iprism/shared/text';
import type { Payments } from '../payments/checkout-service';
import type { InvoiceEventBody } from '../payments/invoice-provider';
import { SIGNATURE_HEADER } from '../payments/provider';
import { signEvent } from '../payments/signed-events';
import { findCheckout, type CheckoutRecord } from '../repositories/checkouts';
import { escapeHtml } from '../../../platform/lib/escape-html';

/** The demo's test cards: this one pays, any other well-formed number is declined (as a card processor would). */
export const DEMO_CARD_PAYS = '4242424242424242';
export const DEMO_CARD_DECLINES = '4000000000000002';

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · iPrism demo checkout</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1a1c1e}
@media (prefers-color-scheme: dark){body{background:#121417;color:#e6e8ea}main{background:#1c1f23!important}input{background:#121417;color:#e6e8ea}}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin-top:0}table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.3rem 0}td:last-child{text-align:right}
.total td{font-weight:700;border-top:1px solid #8888}label{display:block;margin:1rem 0 .3rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #888;border-radius:6px}
button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:6px;background:#1565c0;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #ffb300;outline-offset:2px}
.note{font-size:.9rem;opacity:.85}.banner{background:#fff3cd;color:#5c4400;padding:.5rem .75rem;border-radius:6px;font-size:.9rem}
</style></head><body><main>${body}</main></body></html>`;

function checkoutPage(c: CheckoutRecord): string {
  const lines = c.lines.map((l) => `<tr><td>${escapeHtml(l.label)}</td><td>${formatCents(l.amountCents)}</td></tr>`).join('');
  const discount = c.discountCents > 0 ? `<tr><td>Annual billing discount</td><td>${formatCents(-c.discountCents)}</td></tr>` : '';
  return page(
    `Pay ${c.invoiceNumber}`,
    `<p class="banner" role="note">Demo mode: no real card is charged.</p>
<h1>Pay invoice ${escapeHtml(c.invoiceNumber)}</h1>
<table><tbody>${lines}${discount}<tr class="total"><td>Total</td><td>${formatCents(c.totalCents)}</td></tr></tbody></table>
<form method="post" action="/checkout/${escapeHtml(c.id)}">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" required value="4242 4242 4242 4242" aria-describedby="card-help">
<p id="card-help" class="note">4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
<button type="submit">Pay ${formatCents(c.totalCents)}</button>
</form>
<p class="note"><a href="/api/payments/invoices/${escapeHtml(c.id)}/pdf">Download the invoice (PDF)</a> · <a href="/dashboard/subscription">Back to your subscription</a></p>`,
  );
}

/**
 * DEMO=1 with the invoice provider: a card page at /checkout/{id} that completes or declines a checkout
 * by posting a signed event to the same webhook a provider would call, so the whole card flow can be
 * tried offline. The checkout id is the capability (as a provider's checkout link is); nothing is
 * charged, and the page is absent outside the demo.
 */
export const demoCheckoutRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));

  app.get('/checkout/:id', { schema: { params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const checkout = await findCheckout(app.db, id);
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!checkout) return reply.code(404).send(page('Not found', '<h1>Checkout not found</h1><p><a href="/dashboard/subscription">Back to your subscription</a></p>'));
    if (checkout.status !== 'open') {
      return page('Closed', `<h1>Invoice ${escapeHtml(checkout.invoiceNumber)} is ${escapeHtml(checkout.status)}</h1><p><a href="/dashboard/subscription">Back to your subscription</a></p>`);
    }
    return checkoutPage(checkout);
  });

  app.post('/checkout/:id', { schema: { params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const card = String((req.body as Record<string, unknown> | undefined)?.card ?? '').replace(/[\s-]/g, '');
    const checkout = await findCheckout(app.db, id);
    if (!checkout) return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>Checkout not found</h1>'));
    if (!/^\d{12,19}$/.test(card)) {
      return reply.code(400).type('text/html; charset=utf-8').send(checkoutPage(checkout).replace('<form', '<p class="banner" role="alert">Enter a card number of 12 to 19 digits.</p><form'));
    }
    const event: InvoiceEventBody = { id: `evt_${randomUUID().replace(/-/g, '')}`, type: card === DEMO_CARD_PAYS ? 'checkout.paid' : 'checkout.declined', data: { checkoutId: id } };
    const payload = JSON.stringify(event);
    const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signEvent(payload, payments.invoiceWebhookSecret) }, payload });
    if (res.statusCode !== 200) req.log.error({ statusCode: res.statusCode, body: res.body }, 'demo checkout webhook failed');
    const result = res.statusCode !== 200 ? 'error' : event.type === 'checkout.paid' ? 'paid' : 'declined';
    return reply.redirect(`/dashboard/subscription?checkout=${encodeURIComponent(id)}&result=${result}`, 303);
  });
};
