import type { FastifyInstance } from 'fastify';
import { paidInvoiceOf } from './card/paid-invoice.ts';
import type { CheckoutDeps } from './checkout/invoice-checkout.ts';
import { checkoutRoutes } from './checkout/storefront-routes.ts';
import { holdStorefrontRoutes } from './holds/storefront-routes.ts';

/** The shop's order routes: the invoice checkout and the confirm link of its invoice mail. */
export async function orderStorefrontRoutes(
  app: FastifyInstance,
  deps: CheckoutDeps & { jwtSecret: string },
): Promise<void> {
  await checkoutRoutes(app, { ...deps, paidInvoiceOf: (body) => paidInvoiceOf(deps.db, body) });
  await holdStorefrontRoutes(app, deps);
}
