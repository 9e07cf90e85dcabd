import {
  type NewsletterTemplate,
  type NewsletterTemplateDetail,
  type NewsletterTemplateList,
  type SaveTemplateBody,
  TEMPLATE_NOT_FOUND,
  templateVariant,
} from '@vernissage/contract';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { inTransaction } from '../../db/tx.ts';
import { isoNow } from '../../platform/clock.ts';
import { NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { CampaignDeps } from './campaign-service.ts';
import { sanitizeNewsletterHtml } from './sanitize.ts';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  type TemplateRow,
  updateTemplate,
} from './template-repo.ts';

const storedVariants = z.array(templateVariant);

function toTemplate(row: TemplateRow): NewsletterTemplate {
  const parsed = storedVariants.safeParse(JSON.parse(row.variants));
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    updated_at: row.updated_at,
    created_at: row.created_at,
    variants: parsed.success ? parsed.data : [],
  };
}

export async function templateList({ db }: CampaignDeps): Promise<NewsletterTemplateList> {
  const rows = await listTemplates(db);
  return { templates: rows.map((r) => ({ _id: r.id, id: r.id, name: r.name, updated_at: r.updated_at })) };
}

export async function templateDetail({ db }: CampaignDeps, id: string): Promise<NewsletterTemplateDetail> {
  const row = await findTemplate(db, { id });
  if (!row) throw new NotFound(TEMPLATE_NOT_FOUND);
  const template = toTemplate(row);
  return { template, variants: template.variants };
}

/**
 * Saves the variants (HTML sanitised) under the name; an existing name is overwritten. Of two
 * first saves of one name racing, the loser's insert meets the unique name and it saves again as an
 * overwrite.
 */
export async function saveTemplate(
  deps: CampaignDeps,
  body: SaveTemplateBody,
): Promise<{ template: NewsletterTemplate; created: boolean }> {
  return upsertTemplate(deps, body).catch((err: unknown) => {
    if (!isUniqueViolation(err)) throw err;
    return upsertTemplate(deps, body);
  });
}

async function upsertTemplate({ db, clock }: CampaignDeps, body: SaveTemplateBody) {
  const variants = JSON.stringify(body.variants.map((v) => ({ ...v, html: sanitizeNewsletterHtml(v.html) })));
  const now = isoNow(clock);
  return inTransaction(db, async (tx) => {
    const existing = await findTemplate(tx, { name: body.name });
    if (existing) {
      await updateTemplate(tx, existing.id, { variants, updated_at: now });
      return { template: toTemplate({ ...existing, variants, updated_at: now }), created: false };
    }
    const row = { id: newId(), name: body.name, variants, created_at: now, updated_at: now };
    await insertTemplate(tx, row);
    return { template: toTemplate(row), created: true };
  });
}

export async function removeTemplate({ db }: CampaignDeps, id: string): Promise<void> {
  if (!(await deleteTemplate(db, id))) throw new NotFound(TEMPLATE_NOT_FOUND);
}
