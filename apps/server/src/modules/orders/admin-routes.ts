import type { FastifyInstance } from 'fastify';
import type { CatalogCache } from '../../platform/cache/catalog-cache.ts';
import { ordersTabRoutes } from './admin/admin-routes.ts';
import type { PaymentStatusDeps } from './admin/payment-status.ts';
import type { CertificateAdminDeps } from './certificates/admin-actions.ts';
import { certificateAdminRoutes } from './certificates/admin-routes.ts';
import { statementRoutes } from './documents/admin-routes.ts';
import { holdAdminRoutes } from './holds/admin-routes.ts';

/** The Orders tab, registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminOrderRoutes(
  app: FastifyInstance,
  deps: PaymentStatusDeps & CertificateAdminDeps & { listCache: CatalogCache },
): Promise<void> {
  await ordersTabRoutes(app, deps);
  await statementRoutes(app, deps);
  await holdAdminRoutes(app, deps);
  await certificateAdminRoutes(app, deps);
}
