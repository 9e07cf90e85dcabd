import { ADMIN_TABS } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { adminTab } from './tab-registry.tsx';

describe('the Owner-only tabs', () => {
  it('are the tabs whose endpoints the contract gives to Owners, each with its sentence for Staff', () => {
    const ownerOnly = Object.fromEntries(
      ADMIN_TABS.flatMap((tab) => {
        const reason = adminTab(tab.id).ownerOnly;
        return reason ? [[tab.id, reason]] : [];
      }),
    );
    expect(ownerOnly).toEqual({
      'artist-payouts': 'Only an Owner can see what the gallery owes its artists.',
      users: 'Only an Owner can manage administrators.',
      'payment-details': 'Only an Owner can see and change the bank details.',
      'shop-settings': "Only an Owner can change the shop's settings.",
    });
  });
});
