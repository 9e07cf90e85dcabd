import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  type AdminCertificate,
  adminAccountEndpoints,
  adminCertificateEndpoints,
  CERTIFICATE_TEXT,
  RECENT_SIGN_IN_REQUIRED,
} from '@vernissage/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, routeOf } from '../../lib/fake-fetch.testing.ts';
import { clearToken, saveToken } from '../admin-session.ts';
import { createAdminQueryClient } from '../lib/admin-query.ts';
import { adminToastStore } from '../lib/admin-toast.ts';
import { ConfirmProvider } from '../ui/confirm-dialog.tsx';
import { OrderCertificates } from './order-certificates.tsx';

const CODE = 'q7Jk2mXbR9sT4vWcYzA1bC';
const valid: AdminCertificate = {
  code: CODE,
  status: 'valid',
  title: 'Salt Marsh at Dusk',
  artistName: 'Ines Moreau',
  year: 2024,
  medium: 'Oil on linen',
  dimensions: '60 × 80 cm',
  format: 'Original',
  edition: { number: 3, size: 10 },
  image: null,
  issuedAt: '2026-03-04T10:00:00.000Z',
  galleryName: 'Galerie Nord',
  revokedAt: null,
  reason: null,
  provenance: [],
  url: `https://gallery.example/certificates/${CODE}`,
  orderId: 'o1',
  orderItemId: 'i1',
};
const revoked = { ...valid, status: 'revoked' as const, revokedAt: '2026-05-01T10:00:00.000Z', reason: 'Misnumbered' };
const path = (route: string) => route.replace(':code', CODE).replace(':id', 'o1');
const LIST = path(routeOf(adminCertificateEndpoints.listOfOrder));
const REVOKE = path(routeOf(adminCertificateEndpoints.revoke));
const REISSUE = path(routeOf(adminCertificateEndpoints.reissue));
const REAUTH = routeOf(adminAccountEndpoints.reauthenticate);
const ME = routeOf(adminAccountEndpoints.me);
const me = {
  email: 'owner@example.com',
  role: 'Owner',
  passwordChangedAt: null,
  mustChangePassword: false,
  twoFactorEnabled: false,
  notifications: { newOrders: true, paymentAlerts: true, systemUpdates: true },
};

function renderSection() {
  render(
    <QueryClientProvider client={createAdminQueryClient()}>
      <ConfirmProvider>
        <OrderCertificates order={{ _id: 'o1', paymentStatus: 'completed' }} />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => saveToken('token-1'));
afterEach(() => {
  cleanup();
  clearToken();
  vi.unstubAllGlobals();
  for (const t of adminToastStore.snapshot()) adminToastStore.dismiss(t.id);
});

describe("the order's certificates", () => {
  it('lists each with its edition number, status, page link and actions; only a valid one can be revoked', async () => {
    fakeFetch({ [LIST]: () => json(200, [valid, { ...revoked, code: 'old-code' }]) });
    renderSection();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Edition 3/10');
    expect(within(first).getByText('Valid')).toBeTruthy();
    const link = within(first).getByRole('link', { name: /Open Page/ });
    expect(link.getAttribute('href')).toBe(valid.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(first).getByRole('button', { name: `Revoke certificate ${CODE}` })).toBeTruthy();
    expect(within(second).getByText('Revoked')).toBeTruthy();
    expect(second.textContent).toContain('Misnumbered');
    expect(within(second).queryByRole('button', { name: /Revoke|Reissue|Resend/ })).toBeNull();
    expect(within(second).getByRole('button', { name: /Download PDF/ })).toBeTruthy();
  });

  it('asks for a reason under the field, then for the password when the sign-in is old, and revokes', async () => {
    let revokes = 0;
    let list: AdminCertificate[] = [valid];
    const api = fakeFetch({
      [LIST]: () => json(200, list),
      [ME]: () => json(200, me),
      [REAUTH]: () => json(200, { success: true, sudoUntil: '2026-05-01T10:15:00.000Z' }),
      [REVOKE]: () => {
        revokes += 1;
        if (revokes === 1) return json(403, { error: RECENT_SIGN_IN_REQUIRED, reauth: true });
        list = [revoked];
        return json(200, revoked);
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: `Revoke certificate ${CODE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Certificate' });
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Certificate' }));
    expect(within(dialog).getByText(CERTIFICATE_TEXT.reasonRequired)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(revokes).toBe(0);

    fireEvent.change(reason, { target: { value: '  Misnumbered  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Certificate' }));
    const reauth = await screen.findByRole('dialog', { name: 'Confirm It’s You' });
    fireEvent.change(within(reauth).getByLabelText('Password'), { target: { value: 'e2e-password-123' } });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Confirm and Save' }));

    await waitFor(() => expect(revokes).toBe(2));
    const sent = api.seen.filter((r) => r.path === path(adminCertificateEndpoints.revoke.path));
    expect(sent.map((r) => r.body)).toEqual([{ reason: 'Misnumbered' }, { reason: 'Misnumbered' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Revoked')).toBeTruthy();
    // Its Revoke button is gone: the focus is on the list, not lost.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Certificates of authenticity' })),
    );
    expect(adminToastStore.snapshot().map((t) => t.message)).toContain('Certificate revoked');
  });

  it('reissues only once confirmed, and lists the new certificate beside the replaced one', async () => {
    let list: AdminCertificate[] = [valid];
    const reissued = { ...valid, code: 'new-code-1234567890abcd' };
    const api = fakeFetch({
      [LIST]: () => json(200, list),
      [REISSUE]: () => {
        list = [{ ...valid, status: 'superseded' }, reissued];
        return json(200, reissued);
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: `Reissue certificate ${CODE}` }));
    const keep = await screen.findByRole('alertdialog', { name: 'Reissue this certificate?' });
    fireEvent.click(within(keep).getByRole('button', { name: 'Keep Certificate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: `Reissue certificate ${CODE}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reissue this certificate?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reissue Certificate' }));
    expect(await screen.findByText('Replaced')).toBeTruthy();
    expect(screen.getByText(reissued.code)).toBeTruthy();
    expect(adminToastStore.snapshot().map((t) => t.message)).toContain(`Certificate reissued: ${reissued.code}`);
  });
});
