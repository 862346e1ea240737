import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AdminVerification } from '@velvet/contract';
import { answerApi, ok, okPage } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { describeSignedIn, OPERATOR } from '../../../test/signed-in';
import { AdminVerificationsPage } from './verifications-page';

const PENDING: AdminVerification = {
  advertiser_id: 41,
  guid: 'g-41',
  name: 'Mira',
  city: 'Odense C',
  status: 'pending',
  word: 'orbit',
  reason: null,
  selfie: { src: '/media/img/s/640.webp?exp=1&sig=x', srcset: '', width: 900, height: 1200 },
  photos: [],
  submitted_at: '2026-11-25T10:05:00Z',
  decided_at: null,
};

describeSignedIn(OPERATOR, 'AdminVerificationsPage', () => {
  it('shows each selfie with its word and a link to the advert, and approves after confirming', async () => {
    let approved = false;
    const sent = answerApi({
      'GET /api/admin/verifications': () =>
        approved
          ? okPage('verifications', [{ ...PENDING, status: 'approved' }])
          : okPage('verifications', [PENDING]),
      'POST /api/admin/verifications/41/approve': () => {
        approved = true;
        return ok({ verification: { ...PENDING, status: 'approved' } }, 'Verified.');
      },
    });
    const { user } = await renderApp(<AdminVerificationsPage />, { url: '/' });
    const card = (await screen.findByText('Mira')).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Mira' })).toHaveAttribute('href', '/admin/adverts/41');
    expect(within(card).getByTestId('verification-word')).toHaveTextContent('orbit');
    expect(within(card).getByRole('img', { name: 'Verification selfie of Mira' })).toBeInTheDocument();
    expect(sent[0]!.url.searchParams.get('status')).toBe('pending');

    await user.click(within(card).getByRole('button', { name: 'Mark photos verified' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify the photos of Mira?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark photos verified' }));

    await waitFor(() => expect(approved).toBe(true));
    // Decided: the list is read again and the buttons are gone.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark photos verified' })).not.toBeInTheDocument(),
    );
    expect(sent.filter((r) => r.method === 'GET').length).toBeGreaterThan(1);
  });

  it('asks for a reason before rejecting and sends it', async () => {
    const sent = answerApi({
      'GET /api/admin/verifications': okPage('verifications', [PENDING]),
      'POST /api/admin/verifications/41/reject': ok(
        { verification: { ...PENDING, status: 'rejected' } },
        'No.',
      ),
    });
    const { user } = await renderApp(<AdminVerificationsPage />);
    const card = (await screen.findByText('Mira')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox'), 'The word is not readable');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'The word is not readable' }),
    );
  });

  it('lists decided ones under their status tab', async () => {
    const sent = answerApi({ 'GET /api/admin/verifications': okPage('verifications', []) });
    const { user, router } = await renderApp(<AdminVerificationsPage />);
    expect(await screen.findByText('No verifications here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(sent.at(-1)!.url.searchParams.get('status')).toBe('rejected'));
    expect(router.state.location.search).toContain('status=rejected');
    expect(screen.getByRole('button', { name: 'Rejected' })).toHaveAttribute('aria-pressed', 'true');
  });
});
