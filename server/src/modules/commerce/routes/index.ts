import type { FastifyPluginAsync } from 'fastify';
import { createPayments } from '../payments/checkout-service';
import { scheduleRenewals } from '../renewals';
import { adminSalesRoutes } from './admin-sales';
import { creditsRoutes } from './credits';
import { demoCheckoutRoutes } from './demo-checkout';
import { paymentsRoutes } from './payments';
import { pricingRoutes } from './pricing';
import { subscriptionRoutes } from './subscription';

/** Commerce: catalogue and calculator, credits, payments through the configured provider, subscription, sales. */
export const commerceRoutes: FastifyPluginAsync = async (app) => {
  const payments = createPayments(app.config);
  await app.register(pricingRoutes);
  await app.register(creditsRoutes);
  await app.register(paymentsRoutes, { payments });
  await app.register(subscriptionRoutes, { payments });
  await app.register(adminSalesRoutes, { payments });
  if (app.config.demo && payments.provider.name === 'invoice') await app.register(demoCheckoutRoutes, { payments });
  const renewals = scheduleRenewals(app.db, app.log, () => app.accessSignal.changed());
  app.addHook('onClose', async () => renewals.stop());
};
