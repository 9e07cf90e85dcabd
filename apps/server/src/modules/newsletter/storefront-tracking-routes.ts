import { mailLinkEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { NotFound } from '../../platform/errors.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { perClientLimit } from '../../platform/http/rate-limit.ts';
import { type TrackingKey, verifyClick, verifyOpen } from './tracking.ts';
import { recordEvent } from './tracking-repo.ts';

export type TrackingRouteDeps = { db: Db; clock: Clock; key: TrackingKey };

const LINK_NOT_RECOGNISED = 'Link not recognised';

// The smallest transparent GIF: 1x1, one colour, fully transparent.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Per client address and minute, for each route. A reader opens or clicks a few times; a mail
 * client's image proxy fetches for many readers, so the bound is wide. Over it the request is
 * refused (429): the pixel is invisible either way, and a refused click is one of dozens a minute.
 */
export const TRACKING_HITS_PER_MINUTE = 60;

/**
 * The open pixel and the click redirect a newsletter's HTML points at. Both take no body; only a
 * link signed for this delivery (and, for a click, this very URL) is recorded or followed.
 */
export async function newsletterTrackingRoutes(app: FastifyInstance, deps: TrackingRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, mailLinkEndpoints.openPixel, {
      tags: ['newsletter'],
      summary: 'Open pixel: a 1x1 GIF; records an open (once per delivery and minute)',
    }),
    config: { rateLimit: perClientLimit(TRACKING_HITS_PER_MINUTE) },
    // A HEAD (a link checker) is not a reader opening the mail.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { deliveryId, file } = request.params;
      if (!verifyOpen(deps.key, deliveryId, file.slice(0, -'.gif'.length))) throw new NotFound(LINK_NOT_RECOGNISED);
      await recordEvent(deps.db, { deliveryId, at: isoNow(deps.clock) });
      return reply
        .header('Content-Type', 'image/gif')
        .header('Cache-Control', 'no-store, private')
        .header('X-Robots-Tag', 'noindex')
        .send(PIXEL);
    },
  });
  api.route({
    ...routeOf(api, mailLinkEndpoints.click, {
      tags: ['newsletter'],
      summary: `Click redirect: 302 to the signed web link; records a click (once per delivery, link and minute). A link not signed for this mail: 404 '${LINK_NOT_RECOGNISED}'`,
    }),
    config: { rateLimit: perClientLimit(TRACKING_HITS_PER_MINUTE) },
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { deliveryId, signature } = request.params;
      const url = request.query.u ?? '';
      if (!verifyClick(deps.key, deliveryId, url, signature)) throw new NotFound(LINK_NOT_RECOGNISED);
      await recordEvent(deps.db, { deliveryId, at: isoNow(deps.clock), url });
      return reply.header('Cache-Control', 'no-store, private').header('X-Robots-Tag', 'noindex').redirect(url, 302);
    },
  });
}
