import {
  errorBody,
  newsletterAnalytics,
  newsletterClickStats,
  newsletterEmails,
  newsletterOpenStats,
  newsletterSubjectQuery,
  newsletterUserAnalytics,
  newsletterUserQuery,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { clickedBy, clickStats, newsletterLogs, openedBy, openStats, userAnalytics } from './analytics-service.ts';

const tags = ['admin', 'newsletter'];

/** Opens and clicks per campaign, subject and reader; registered inside `adminApi`. */
export async function adminNewsletterAnalyticsRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/newsletter/analytics',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'One row per variant of each campaign, newest first; opened and clicked count recipients',
        response: { 200: newsletterAnalytics },
      },
    },
    async () => newsletterLogs(deps),
  );
  api.get(
    '/newsletter/open-stats',
    { config: { role: 'staff' }, schema: { tags, response: { 200: newsletterOpenStats } } },
    async () => openStats(deps),
  );
  api.get(
    '/newsletter/click-stats',
    { config: { role: 'staff' }, schema: { tags, response: { 200: newsletterClickStats } } },
    async () => clickStats(deps),
  );
  const bySubject = { tags, querystring: newsletterSubjectQuery, response: { 200: newsletterEmails, 400: errorBody } };
  api.get('/newsletter/opened-by', { config: { role: 'staff' }, schema: bySubject }, async (request) =>
    openedBy(deps, request.query.subject),
  );
  api.get('/newsletter/clicked-by', { config: { role: 'staff' }, schema: bySubject }, async (request) =>
    clickedBy(deps, request.query.subject),
  );
  api.get(
    '/newsletter/user-analytics',
    {
      config: { role: 'staff' },
      schema: { tags, querystring: newsletterUserQuery, response: { 200: newsletterUserAnalytics, 400: errorBody } },
    },
    async (request) => userAnalytics(deps, request.query.email),
  );
}
