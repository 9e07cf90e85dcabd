import {
  errorBody,
  NEWSLETTER_INVALID_EMAIL,
  newsletterSubscribeBody,
  newsletterSubscribeResponse,
  SUBSCRIPTION_MESSAGES,
  UNSUBSCRIBED_MESSAGE,
  unsubscribeQuery,
  unsubscribeResponse,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/errors.ts';
import { PUBLIC_BODY_LIMIT, perClientLimit } from '../../platform/http/rate-limit.ts';
import { getShopSettings } from '../settings/index.ts';
import type { ComeBackDeps } from './come-back.ts';
import { comeBackRoutes } from './come-back-routes.ts';
import { subscribe, unsubscribe } from './service.ts';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from './unsubscribe-page.ts';

/** `testShop`: card payments go to the sandbox, so the unsubscribe page shows the test-shop bar. */
export type NewsletterRouteDeps = ComeBackDeps & { testShop: boolean };

export async function newsletterRoutes(app: FastifyInstance, deps: NewsletterRouteDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: `Subscribe an address; 201 when subscribed now (an address that unsubscribed is mailed a link to confirm), 200 when it already was. Bad address: '${NEWSLETTER_INVALID_EMAIL}'`,
        body: newsletterSubscribeBody,
        response: {
          200: newsletterSubscribeResponse,
          201: newsletterSubscribeResponse,
          400: errorBody,
          429: errorBody,
        },
      },
      config: { rateLimit: perClientLimit(5) },
      bodyLimit: PUBLIC_BODY_LIMIT,
    },
    async (request, reply) => {
      const status = await subscribe(deps, request.body.email, request.ip);
      reply.header('Cache-Control', 'no-store').code(status === 'subscribed' ? 201 : 200);
      return { status, message: SUBSCRIPTION_MESSAGES[status] };
    },
  );
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
  api.get(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe link: answers a small HTML page',
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => {
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
  );
  api.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)',
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeResponse, 404: errorBody },
      },
    },
    async (request, reply) => {
      await unsubscribe(deps, request.query.token);
      reply.header('Cache-Control', 'no-store');
      return { status: 'unsubscribed' as const, message: UNSUBSCRIBED_MESSAGE };
    },
  );
  await comeBackRoutes(app, deps);
}
