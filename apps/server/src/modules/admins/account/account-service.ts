import {
  ADMIN_ROLE_LABELS,
  type AdminMe,
  type AdminNotifications,
  type LoginHistory,
  type SidebarConfig,
} from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import { BadRequest } from '../../../platform/errors.ts';
import { normalizeEmail } from '../core/credentials.ts';
import { toRole } from '../core/roles.ts';
import { adminOrThrow } from '../core/signed-in-admin.ts';
import { loginEventsFor, saveNotifications, saveTabOrder } from './account-repo.ts';
import { orderedTabs, orderProblem, parseSavedOrder } from './sidebar-order.ts';

/** The signed-in admin's own settings: Settings dialog, notification toggles, sidebar order. */
/** `requireOwnerTwoFactor`: REQUIRE_OWNER_2FA, which /me reports to an Owner (decision 053). */
export type AccountDeps = { db: Db; requireOwnerTwoFactor?: boolean };

const LOGIN_HISTORY_SIZE = 50;

export async function getMe(deps: AccountDeps, adminId: string): Promise<AdminMe> {
  const row = await adminOrThrow(deps, adminId);
  return {
    email: row.email,
    role: ADMIN_ROLE_LABELS[toRole(row.role)],
    passwordChangedAt: row.password_changed_at,
    mustChangePassword: row.must_change_password === 1,
    twoFactorEnabled: row.two_factor_enabled === 1,
    twoFactorRequired: deps.requireOwnerTwoFactor === true && toRole(row.role) === 'owner',
    notifications: {
      newOrders: row.notify_new_orders === 1,
      paymentAlerts: row.notify_payment_alerts === 1,
      systemUpdates: row.notify_system_updates === 1,
    },
  };
}

export async function setNotifications(
  deps: AccountDeps,
  adminId: string,
  wanted: AdminNotifications,
): Promise<AdminNotifications> {
  await adminOrThrow(deps, adminId);
  await saveNotifications(deps.db, adminId, wanted);
  return (await getMe(deps, adminId)).notifications;
}

export async function getSidebar(deps: AccountDeps, adminId: string): Promise<SidebarConfig> {
  const row = await adminOrThrow(deps, adminId);
  return { sidebar: orderedTabs(parseSavedOrder(row.tab_order), row.role) };
}

export async function setSidebarOrder(deps: AccountDeps, adminId: string, order: string[]): Promise<SidebarConfig> {
  const problem = orderProblem(order);
  if (problem) throw new BadRequest(problem);
  const row = await adminOrThrow(deps, adminId);
  await saveTabOrder(deps.db, adminId, order);
  return { sidebar: orderedTabs(order, row.role) };
}

export async function getLoginHistory(deps: AccountDeps, adminId: string): Promise<LoginHistory> {
  const row = await adminOrThrow(deps, adminId);
  const events = await loginEventsFor(deps.db, normalizeEmail(row.email), LOGIN_HISTORY_SIZE);
  return {
    events: events.map((e) => ({
      createdAt: e.created_at,
      ip: e.ip,
      userAgent: e.user_agent,
      success: e.success === 1,
    })),
  };
}
