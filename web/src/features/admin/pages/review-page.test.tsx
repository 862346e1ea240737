import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AdminReviewItem } from '@velvet/contract';
import { answerApi, ok, okPage } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { describeSignedIn, OPERATOR } from '../../../test/signed-in';
import { AdminReviewPage } from './review-page';

const ITEM: AdminReviewItem = {
  id: 41,
  guid: 'g-41',
  name: 'Mira',
  city: 'Odense C',
  created_at: '2026-11-25T10:05:00Z',
  status: 'pending',
  held: true,
  reason: 'duplicate_photo',
  reasons: ['duplicate_photo', 'report'],
  rejection_reason: null,
  public: false,
  age_checked: false,
  photos: [],
};
const NEW: AdminReviewItem = {
  ...ITEM,
  id: 42,
  guid: 'g-42',
  name: 'Ida',
  held: false,
  public: true,
  reason: 'new_media',
  reasons: ['new_media'],
};

describeSignedIn(OPERATOR, 'AdminReviewPage', () => {
  it('names why each advert waits', async () => {
    answerApi({
      'GET /api/admin/review': okPage('adverts', [ITEM, NEW]),
      'GET /api/config': ok({ moderation: 'post' }),
    });
    await renderApp(<AdminReviewPage />);
    const held = (await screen.findByRole('link', { name: 'Mira' })).closest('li')!;
    expect(within(held).getByText('Copied photo')).toBeInTheDocument();
    expect(within(held).getByText('Reported by a visitor')).toBeInTheDocument();
    const fresh = screen.getByRole('link', { name: 'Ida' }).closest('li')!;
    expect(within(fresh).getByText('New photos or videos')).toBeInTheDocument();
  });

  it('in Danish', async () => {
    answerApi({
      'GET /api/admin/review': okPage('adverts', [ITEM]),
      'GET /api/config': ok({ moderation: 'post' }),
    });
    await renderApp(<AdminReviewPage />, { lang: 'da' });
    const held = (await screen.findByRole('link', { name: 'Mira' })).closest('li')!;
    expect(within(held).getByText('Kopieret billede')).toBeInTheDocument();
    expect(within(held).getByText('Anmeldt af en besøgende')).toBeInTheDocument();
  });
});
