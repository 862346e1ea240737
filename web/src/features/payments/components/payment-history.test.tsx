import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { answerApi, ok } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { PaymentHistory } from './payment-history';

const expiredOrder = {
  id: 4,
  created_at: '2026-11-20T10:00:00.000Z',
  captured_at: null,
  package_id: 15,
  package_name: 'Welcome',
  amount: 0,
  currency: 'EUR',
  status: 'expired',
  transaction_id: null,
  period: null,
};

beforeEach(() => setSession({ authToken: 'token-1', userId: '7' }));

describe('the payment list', () => {
  it.each([
    ['en', 'Expired, not paid'],
    ['da', 'Udløbet, ikke betalt'],
  ] as const)('says in %s that an order never paid has expired', async (lang, label) => {
    answerApi({
      'GET /api/account/payments': ok({
        packages: {
          validated: false,
          validated_until: null,
          last_ended_at: null,
          remaining_days: 0,
          periods: [],
        },
        payments: [expiredOrder],
        pagination: { page: 1, page_size: 20, total: 1, total_pages: 1 },
      }),
    });
    await renderApp(<PaymentHistory />, { lang });
    expect((await screen.findAllByText(label)).length).toBeGreaterThan(0);
  });
});
