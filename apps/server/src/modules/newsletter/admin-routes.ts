import { adminNewsletterEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import { type CampaignDeps, campaignProgress, startCampaign } from './campaign-service.ts';
import { subscriberList, subscribersCsv } from './subscribers.ts';
import { removeTemplate, saveTemplate, templateDetail, templateList } from './template-service.ts';

const tags = ['admin', 'newsletter'];
// Up to five variants of 200 KB of HTML and 50 KB of text each, in multi-byte characters.
const NEWSLETTER_BODY_LIMIT = 4 * 1024 * 1024;

/** Sending, templates and subscribers; registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminNewsletterRoutes(
  app: FastifyInstance,
  deps: CampaignDeps & { requireRecentSignIn: preHandlerAsyncHookHandler },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * A send reaches every subscriber at once: an Owner may, Staff only with a recent sign-in, so a
   * stolen Staff token cannot mail the whole list (decision 054).
   */
  const ownerOrRecentSignIn: preHandlerAsyncHookHandler = async function (request, reply) {
    if (request.admin.role === 'owner') return;
    await deps.requireRecentSignIn.call(this, request, reply);
  };
  api.route({
    ...routeOf(api, endpoints.send, {
      tags,
      summary: 'Starts sending to every active subscriber (202); poll the campaign for progress',
    }),
    preHandler: ownerOrRecentSignIn,
    bodyLimit: NEWSLETTER_BODY_LIMIT,
    handler: async (request, reply) =>
      reply.status(202).send(await startCampaign(deps, request.body, request.admin.id)),
  });
  api.route({
    ...routeOf(api, endpoints.campaign, { tags }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return campaignProgress(deps, request.params.id);
    },
  });
  api.route({ ...routeOf(api, endpoints.templates, { tags }), handler: async () => templateList(deps) });
  api.route({
    ...routeOf(api, endpoints.template, { tags }),
    handler: async (request) => templateDetail(deps, request.params.id),
  });
  api.route({
    ...routeOf(api, endpoints.saveTemplate, {
      tags,
      summary: 'Saves a template; a name already saved is replaced (200), a new one is created (201)',
    }),
    preHandler: ownerOrRecentSignIn,
    bodyLimit: NEWSLETTER_BODY_LIMIT,
    handler: async (request, reply) => {
      const { template, created } = await saveTemplate(deps, request.body);
      return reply.status(created ? 201 : 200).send({ template });
    },
  });
  api.route({
    ...routeOf(api, endpoints.deleteTemplate, { tags }),
    handler: async (request) => {
      await removeTemplate(deps, request.params.id);
      return { success: true as const };
    },
  });
  api.route({ ...routeOf(api, endpoints.subscribers, { tags }), handler: async () => subscriberList(deps) });
  api.route({
    ...routeOf(api, endpoints.subscribersCsv, {
      tags,
      summary: 'Every subscriber as subscribers.csv (E-mail, Subscribed date, Status)',
    }),
    handler: async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="subscribers.csv"')
        .header('Cache-Control', 'no-store')
        .send(subscribersCsv(await subscriberList(deps))),
  });
}
