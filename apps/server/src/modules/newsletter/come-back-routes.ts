import { mailLinkEndpoints, SUBSCRIPTION_MESSAGES } from '@vernissage/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { perClientLimit } from '../../platform/http/rate-limit.ts';
import { getShopSettings } from '../settings/index.ts';
import { type ComeBackDeps, type ComeBackLink, confirmComeBackLink, readComeBackLink } from './come-back.ts';
import { FORM_PAGE_CSP, type UnsubscribePage, unsubscribePage } from './unsubscribe-page.ts';

const COME_BACK_TEXT = {
  askHeading: 'Confirm your subscription',
  button: 'Subscribe again',
  firstButton: 'Subscribe',
  invalidHeading: 'This link is no longer valid',
  invalidDetail: 'It may have expired or been used already. Sign up again in the shop to get a new one.',
} as const;

/**
 * The link in a come-back mail (decision 044): GET shows a page with one button, POST (the button)
 * subscribes the address again. Pages like the unsubscribe page; registered in the scope that
 * ignores form bodies.
 */
/** `testShop`: the page shows the test-shop bar, as the unsubscribe page does. */
type ComeBackPageDeps = ComeBackDeps & { testShop: boolean };

export async function comeBackRoutes(app: FastifyInstance, deps: ComeBackPageDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: perClientLimit(30) };
  const tags = ['newsletter'];
  api.route({
    ...routeOf(api, mailLinkEndpoints.comeBackPage, {
      tags,
      summary: 'Come-back link from the mail: a page with a button to subscribe again',
    }),
    config,
    handler: async (request, reply) =>
      page(deps, reply, await readComeBackLink(deps, request.query.token), request.query.token),
  });
  api.route({
    ...routeOf(api, mailLinkEndpoints.comeBackConfirm, {
      tags,
      summary: "The come-back page's button: subscribes the address again",
    }),
    config,
    handler: async (request, reply) =>
      page(deps, reply, await confirmComeBackLink(deps, request.query.token), request.query.token),
  });
}

async function page(deps: ComeBackPageDeps, reply: FastifyReply, link: ComeBackLink, token: string | undefined) {
  const { shopName } = await getShopSettings(deps.db);
  const homeUrl = `${deps.publicUrl.replace(/\/+$/, '')}/`;
  const content: Omit<UnsubscribePage, 'shopName' | 'homeUrl' | 'testShop'> =
    link.state === 'ready'
      ? {
          heading: COME_BACK_TEXT.askHeading,
          detail: link.first
            ? `Press the button to receive the ${shopName} newsletter at ${link.email}.`
            : `${link.email} unsubscribed from the ${shopName} newsletter earlier. Press the button to receive it again.`,
          form: {
            action: `/api/newsletter/confirm?token=${encodeURIComponent(token ?? '')}`,
            button: link.first ? COME_BACK_TEXT.firstButton : COME_BACK_TEXT.button,
          },
        }
      : link.state === 'done'
        ? {
            heading: SUBSCRIPTION_MESSAGES.subscribed,
            detail: `${link.email} will receive the ${shopName} newsletter${link.first ? '' : ' again'}.`,
          }
        : { heading: COME_BACK_TEXT.invalidHeading, detail: COME_BACK_TEXT.invalidDetail };
  return reply
    .code(link.state === 'invalid' ? 404 : 200)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', FORM_PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex')
    .header('Referrer-Policy', 'no-referrer')
    .send(unsubscribePage({ shopName, homeUrl, testShop: deps.testShop, ...content }));
}
