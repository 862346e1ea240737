import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advertCard } from '../../../test/adverts';
import { renderApp } from '../../../test/render';
import { AdvertCard } from './advert-card';

const ACTIVE = { id: 1, package_id: 15, status: 'active' as const, starts_at: '', ends_at: '' };

describe('AdvertCard', () => {
  it('is one link to the advert, with its photo described, its place and age', async () => {
    const advert = advertCard({ name: 'Sofie', city: 'Aarhus C', zip_code: '8000', age: 27 });
    await renderApp(<AdvertCard advert={advert} />);
    expect(screen.getByRole('link', { name: 'Sofie' })).toHaveAttribute(
      'href',
      `/details?guid=${advert.guid}`,
    );
    expect(screen.getByRole('img', { name: 'Sofie, Aarhus C' })).toBeInTheDocument();
    expect(screen.getByText('8000 Aarhus C')).toBeInTheDocument();
    expect(screen.getByText('27 years')).toBeInTheDocument();
    expect(screen.queryByText('Validated')).not.toBeInTheDocument();
  });

  it('shows the Validated badge only while a package is active', async () => {
    await renderApp(<AdvertCard advert={advertCard({ user_package: ACTIVE })} />, { lang: 'da' });
    expect(screen.getAllByText('Valideret').length).toBeGreaterThan(0);
  });

  it('writes the distance the reader’s way', async () => {
    const advert = advertCard({ distance_km: 12.5 });
    await renderApp(<AdvertCard advert={advert} showDistance />, { lang: 'da' });
    expect(screen.getByText('12,5 km væk')).toBeInTheDocument();
  });

  it('without a place it says so', async () => {
    await renderApp(<AdvertCard advert={advertCard({ city: '', zip_code: '', address: '' })} />);
    expect(screen.getByText('No Location')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Visiting Odense C until 4 Dec'],
    ['da', 'Besøger Odense C til og med 4. dec.'],
  ] as const)('on tour it says where and until which day (%s)', async (lang, text) => {
    const visiting = { city: 'Odense C', zip_code: '5000', starts_on: '2026-12-01', ends_on: '2026-12-04' };
    await renderApp(<AdvertCard advert={advertCard({ visiting })} />, { lang });
    expect(screen.getByTestId('visiting')).toHaveTextContent(text);
  });
});
