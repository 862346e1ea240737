import { screen } from '@testing-library/react';
import type { AdvertCard } from '@velvet/contract';
import { describe, expect, it } from 'vitest';
import { advertCard } from '../../test/adverts';
import { answerApi, ok } from '../../test/network';
import { renderApp } from '../../test/render';
import HomePage from './home-page';

/** A site of `adverts`, `featured` of them featured now; every list answers with all of them. */
function site(adverts: AdvertCard[], featured: AdvertCard[] = []) {
  const page = (url: URL) => {
    const size = Number(url.searchParams.get('page_size') ?? 9);
    return ok({
      escorts: adverts.slice(0, size),
      pagination: {
        page: 1,
        page_size: size,
        total: adverts.length,
        total_pages: Math.max(1, Math.ceil(adverts.length / size)),
      },
    });
  };
  answerApi({
    'GET /api/escort/featured': ok({ escorts: featured }),
    'GET /api/escort/normal': ({ url }) => page(url),
    'GET /api/escort/search': ({ url }) => page(url),
    'GET /api/escort/all': ({ url }) => page(url),
    'GET /api/auth/interests': ok({ interests: [] }),
  });
}

describe('the home page of a young site', () => {
  it.each(['en', 'da'] as const)('shows each of two adverts once, without a pager (%s)', async (lang) => {
    const adverts = [advertCard({ name: 'Anna' }), advertCard({ name: 'Bella' })];
    site(adverts);
    await renderApp(<HomePage />, { lang });
    expect(await screen.findByTestId('young-site')).toBeInTheDocument();
    expect(
      await screen.findByText(
        lang === 'en'
          ? 'All 2 adverts on Velvet so far are shown above. Choose a filter to narrow them down.'
          : 'Alle 2 annoncer på Velvet indtil nu vises ovenfor. Vælg et filter for at indsnævre dem.',
      ),
    ).toBeInTheDocument();
    for (const name of ['Anna', 'Bella']) expect(screen.getAllByText(name)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /Near You|Nær dig/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Choose Your Partners|Vælg din partner/i })).toBeNull();
    expect(screen.queryByRole('navigation', { name: /Pagination|Sidenavigation/ })).toBeNull();
  });

  it('shows featured adverts in the carousel and the list once each, no repeating sections', async () => {
    const adverts = [advertCard({ name: 'Anna', featured: true }), advertCard({ name: 'Bella' })];
    site(adverts, [adverts[0]!]);
    await renderApp(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Find An Escort In Your Area' })).toBeInTheDocument();
    expect(await screen.findAllByText('Bella')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Near You' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it.each([
    ['en', 'No adverts yet.', 'No results found.'],
    ['da', 'Ingen annoncer endnu.', 'Ingen resultater fundet.'],
  ] as const)(
    'welcomes, not "No results found", when there is no advert and no filter (%s)',
    async (lang, welcome, noResults) => {
      site([]);
      await renderApp(<HomePage />, { lang });
      expect(await screen.findByText(welcome)).toBeInTheDocument();
      expect(screen.queryByText(noResults)).toBeNull();
    },
  );

  it('says "No results found" when a filter is set and nothing matches', async () => {
    site([]);
    await renderApp(<HomePage />, { url: '/?sex=Man' });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(screen.getByText('Try another area or fewer filters.')).toBeInTheDocument();
  });
});
