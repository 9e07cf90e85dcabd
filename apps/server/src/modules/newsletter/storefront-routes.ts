import {
  mailLinkEndpoints,
  NEWSLETTER_INVALID_EMAIL,
  SUBSCRIPTION_MESSAGES,
  UNSUBSCRIBED_MESSAGE,
  visitorMessageEndpoints,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/errors.ts';
import { routeOf } from '../../platform/http/contract-route.ts';
import { PUBLIC_BODY_LIMIT, perClientLimit } from '../../platform/http/rate-limit.ts';
import { getShopSettings } from '../settings/index.ts';
import type { ComeBackDeps } from './come-back.ts';
import { comeBackRoutes } from './come-back-routes.ts';
import { subscribe, unsubscribe } from './service.ts';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from './unsubscribe-page.ts';

/** `testShop`: card payments go to the sandbox, so the unsubscribe page shows the test-shop bar. */
export type NewsletterRouteDeps = ComeBackDeps & { testShop: boolean };

export async function newsletterRoutes(app: FastifyInstance, deps: NewsletterRouteDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, visitorMessageEndpoints.subscribeNewsletter, {
      tags: ['newsletter'],
      summary: `Signs an address up with double opt-in: it is mailed a link to confirm (unless already subscribed); always 201 with the same body. Bad address: '${NEWSLETTER_INVALID_EMAIL}'`,
    }),
    config: { rateLimit: perClientLimit(5) },
    bodyLimit: PUBLIC_BODY_LIMIT,
    handler: async (request, reply) => {
      const status = await subscribe(deps, request.body.email, request.ip);
      // One answer whoever the address is (decision 054).
      reply.header('Cache-Control', 'no-store').code(201);
      return { status, message: SUBSCRIPTION_MESSAGES[status] };
    },
  });
  await app.register(async (scope) => mailLinkRoutes(scope, deps));
}

/**
 * The links in mails: unsubscribe (GET, a page for people) and its RFC 8058 one-click twin (POST,
 * for mail providers), and the come-back confirmation.
 */
async function mailLinkRoutes(app: FastifyInstance, deps: NewsletterRouteDeps): Promise<void> {
  // Providers POST the form field "List-Unsubscribe=One-Click"; the token is in the URL, so the body is ignored.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );
  // No rate limit: one-click requests arrive in bursts from a few provider addresses, and the
  // 192-bit token cannot be guessed.
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, mailLinkEndpoints.unsubscribePage, {
      tags: ['newsletter'],
      summary: 'Unsubscribe link: answers a small HTML page',
    }),
    handler: async (request, reply) => {
      const homeUrl = `${deps.publicUrl.replace(/\/+$/, '')}/`;
      const { shopName } = await getShopSettings(deps.db);
      const page = await unsubscribe(deps, request.query.token).then(
        (email) => ({
          status: 200,
          heading: UNSUBSCRIBED_MESSAGE,
          detail: `${email} will receive no more newsletters.`,
        }),
        (err: unknown) => {
          if (!(err instanceof HttpError) || err.status !== 404) throw err;
          return {
            status: 404,
            heading: err.message,
            detail: 'The link may be incomplete. Please copy the whole link from the e-mail.',
          };
        },
      );
      return reply
        .code(page.status)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP)
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(
          unsubscribePage({ shopName, homeUrl, heading: page.heading, detail: page.detail, testShop: deps.testShop }),
        );
    },
  });
  api.route({
    ...routeOf(api, mailLinkEndpoints.unsubscribeOneClick, {
      tags: ['newsletter'],
      summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)',
    }),
    handler: async (request, reply) => {
      await unsubscribe(deps, request.query.token);
      reply.header('Cache-Control', 'no-store');
      return { status: 'unsubscribed' as const, message: UNSUBSCRIBED_MESSAGE };
    },
  });
  await comeBackRoutes(app, deps);
}
