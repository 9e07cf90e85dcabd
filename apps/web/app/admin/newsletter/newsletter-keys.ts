/** Query keys of the newsletter tab, in one place. */
export const newsletterKeys = {
  all: ['admin', 'newsletter'] as const,
  templates: ['admin', 'newsletter', 'templates'] as const,
  analytics: ['admin', 'newsletter', 'analytics'] as const,
  openStats: ['admin', 'newsletter', 'open-stats'] as const,
  clickStats: ['admin', 'newsletter', 'click-stats'] as const,
  subscribers: ['admin', 'newsletter', 'subscribers'] as const,
  recipients: (kind: RecipientKind, subject: string) => ['admin', 'newsletter', kind, subject] as const,
  user: (email: string) => ['admin', 'newsletter', 'user', email] as const,
  campaign: (id: string) => ['admin', 'newsletter', 'campaign', id] as const,
};

/** Who opened a newsletter, or who clicked one of its links. */
export type RecipientKind = 'opened-by' | 'clicked-by';

/** The failure texts of the newsletter tab. */
export const NETWORK_ERROR = 'Network error.';
export const TEMPLATES_FAILED = 'Failed to fetch templates.';
export const ANALYTICS_FAILED = 'Failed to fetch analytics.';
export const USERS_FAILED = 'Failed to fetch users.';
export const SUBSCRIBERS_FAILED = 'Failed to fetch subscribers.';
