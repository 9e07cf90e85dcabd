import {
  errorBody,
  idParam,
  newsletterCampaignProgress,
  newsletterSubscriberList,
  newsletterTemplateDetail,
  newsletterTemplateList,
  saveTemplateBody,
  saveTemplateResponse,
  sendNewsletterBody,
  successBody,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CampaignDeps, campaignProgress, startCampaign } from './campaign-service.ts';
import { subscriberList, subscribersCsv } from './subscribers.ts';
import { removeTemplate, saveTemplate, templateDetail, templateList } from './template-service.ts';

const tags = ['admin', 'newsletter'];
// Up to five variants of 200 KB of HTML and 50 KB of text each, in multi-byte characters.
const NEWSLETTER_BODY_LIMIT = 4 * 1024 * 1024;

/** Sending, templates and subscribers; registered inside `adminApi` (URLs relative to /api/admin). */
export async function adminNewsletterRoutes(app: FastifyInstance, deps: CampaignDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/newsletter/send',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Starts sending to every active subscriber (202); poll the campaign for progress',
        body: sendNewsletterBody,
        response: { 202: newsletterCampaignProgress, 400: errorBody, 422: errorBody },
      },
      bodyLimit: NEWSLETTER_BODY_LIMIT,
    },
    async (request, reply) => reply.status(202).send(await startCampaign(deps, request.body, request.admin.id)),
  );
  api.get(
    '/newsletter/campaigns/:id',
    {
      config: { role: 'staff' },
      schema: { tags, params: idParam, response: { 200: newsletterCampaignProgress, 404: errorBody } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return campaignProgress(deps, request.params.id);
    },
  );
  api.get(
    '/newsletter/templates',
    { config: { role: 'staff' }, schema: { tags, response: { 200: newsletterTemplateList } } },
    async () => templateList(deps),
  );
  api.get(
    '/newsletter/templates/:id',
    {
      config: { role: 'staff' },
      schema: { tags, params: idParam, response: { 200: newsletterTemplateDetail, 404: errorBody } },
    },
    async (request) => templateDetail(deps, request.params.id),
  );
  api.post(
    '/newsletter/templates',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Saves a template; a name already saved is replaced (200), a new one is created (201)',
        body: saveTemplateBody,
        response: { 200: saveTemplateResponse, 201: saveTemplateResponse, 400: errorBody },
      },
      bodyLimit: NEWSLETTER_BODY_LIMIT,
    },
    async (request, reply) => {
      const { template, created } = await saveTemplate(deps, request.body);
      return reply.status(created ? 201 : 200).send({ template });
    },
  );
  api.delete(
    '/newsletter/templates/:id',
    { config: { role: 'staff' }, schema: { tags, params: idParam, response: { 200: successBody, 404: errorBody } } },
    async (request) => {
      await removeTemplate(deps, request.params.id);
      return { success: true as const };
    },
  );
  api.get(
    '/newsletter/subscribers',
    { config: { role: 'staff' }, schema: { tags, response: { 200: newsletterSubscriberList } } },
    async () => subscriberList(deps),
  );
  api.get(
    '/newsletter/subscribers/csv',
    {
      config: { role: 'staff' },
      schema: { tags, summary: 'Every subscriber as subscribers.csv (E-mail, Subscribed date, Status)' },
    },
    async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="subscribers.csv"')
        .header('Cache-Control', 'no-store')
        .send(subscribersCsv(await subscriberList(deps))),
  );
}
