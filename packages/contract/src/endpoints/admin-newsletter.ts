import { successBody } from '../admin-auth.ts';
import {
  newsletterAnalytics,
  newsletterCampaignProgress,
  newsletterClickStats,
  newsletterEmails,
  newsletterOpenStats,
  newsletterSubjectQuery,
  newsletterSubscriberList,
  newsletterTemplateDetail,
  newsletterTemplateList,
  newsletterUserAnalytics,
  newsletterUserQuery,
  saveTemplateBody,
  saveTemplateResponse,
  sendNewsletterBody,
} from '../admin-newsletter.ts';
import { sensitiveChangeRefused } from '../admin-orders.ts';
import { errorBody, idParam } from '../common.ts';
import { endpoint } from './endpoint.ts';

/** The Newsletter tab: sending, templates, subscribers, and opens and clicks. */
export const adminNewsletterEndpoints = {
  /**
   * 202: the campaign started; poll it for progress. Staff need a recent sign-in (403 with
   * `reauth: true` otherwise), Owners do not (decision 054).
   */
  send: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/newsletter/send',
    body: sendNewsletterBody,
    responses: { 202: newsletterCampaignProgress, 400: errorBody, 403: sensitiveChangeRefused, 422: errorBody },
  }),
  campaign: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/campaigns/:id',
    params: idParam,
    responses: { 200: newsletterCampaignProgress, 404: errorBody },
  }),
  templates: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/templates',
    responses: { 200: newsletterTemplateList },
  }),
  template: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/templates/:id',
    params: idParam,
    responses: { 200: newsletterTemplateDetail, 404: errorBody },
  }),
  /** 200 when a template of that name was replaced, 201 when created. */
  saveTemplate: endpoint({
    role: 'staff',
    method: 'POST',
    path: '/api/admin/newsletter/templates',
    body: saveTemplateBody,
    responses: { 200: saveTemplateResponse, 201: saveTemplateResponse, 400: errorBody },
  }),
  deleteTemplate: endpoint({
    role: 'staff',
    method: 'DELETE',
    path: '/api/admin/newsletter/templates/:id',
    params: idParam,
    responses: { 200: successBody, 404: errorBody },
  }),
  subscribers: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/subscribers',
    responses: { 200: newsletterSubscriberList },
  }),
  /** subscribers.csv */
  subscribersCsv: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/subscribers/csv',
    responses: {},
  }),
  analytics: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/analytics',
    responses: { 200: newsletterAnalytics },
  }),
  openStats: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/open-stats',
    responses: { 200: newsletterOpenStats },
  }),
  clickStats: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/click-stats',
    responses: { 200: newsletterClickStats },
  }),
  openedBy: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/opened-by',
    query: newsletterSubjectQuery,
    responses: { 200: newsletterEmails, 400: errorBody },
  }),
  clickedBy: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/clicked-by',
    query: newsletterSubjectQuery,
    responses: { 200: newsletterEmails, 400: errorBody },
  }),
  userAnalytics: endpoint({
    role: 'staff',
    method: 'GET',
    path: '/api/admin/newsletter/user-analytics',
    query: newsletterUserQuery,
    responses: { 200: newsletterUserAnalytics, 400: errorBody },
  }),
};
