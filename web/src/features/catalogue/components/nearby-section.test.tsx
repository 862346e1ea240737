import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advertCard } from '../../../test/adverts';
import { answerApi, ok } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { NearbySection } from './nearby-section';

/** The browser's geolocation, counting how often the page asks for it. */
function browserPosition(latitude: number, longitude: number) {
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({ coords: { latitude, longitude } } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

function nearbyApi() {
  return answerApi({
    'GET /api/escort/all': () =>
      ok({
        escorts: [advertCard({ name: 'Near one' })],
        pagination: { page: 1, page_size: 9, total: 1, total_pages: 1 },
      }),
    'GET /api/geo/suggest': ok({
      places: [
        {
          zip_code: '8000',
          city: 'Aarhus C',
          address: '',
          state: '',
          country: 'Denmark',
          latitude: 56.16,
          longitude: 10.2,
          label: '8000 Aarhus C',
        },
      ],
    }),
  });
}
const nearbyCalls = (sent: ReturnType<typeof answerApi>) =>
  sent.filter((r) => r.url.pathname === '/api/escort/all').map((r) => r.url.searchParams.get('latitude'));

describe('Near you', () => {
  it.each([
    ['en', 'Sorted by distance from central Copenhagen', 'Use my location'],
    ['da', 'Sorteret efter afstand fra det centrale København', 'Brug min placering'],
  ] as const)(
    'never asks for the location on arrival; sorts from Copenhagen and says so (%s)',
    async (lang, note, button) => {
      const ask = browserPosition(56.15, 10.21);
      const sent = nearbyApi();
      await renderApp(<NearbySection />, { lang });
      expect(await screen.findByText(new RegExp(note))).toBeInTheDocument();
      expect(await screen.findByText('Near one')).toBeInTheDocument();
      expect(ask).not.toHaveBeenCalled();
      expect(nearbyCalls(sent)).toEqual(['55.68']);
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    },
  );

  it('asks the browser only on "Use my location", then sorts from there', async () => {
    const ask = browserPosition(56.15, 10.21);
    const sent = nearbyApi();
    const { user } = await renderApp(<NearbySection />);
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/from your location/)).toBeInTheDocument();
    await waitFor(() => expect(nearbyCalls(sent).at(-1)).toBe('56.15'));
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
  });

  it('sorts from the town the visitor searched for', async () => {
    const ask = browserPosition(0, 0);
    const sent = nearbyApi();
    await renderApp(<NearbySection />, { url: '/?q=Aarhus' });
    expect(await screen.findByText(/from Aarhus C, the place you searched for/)).toBeInTheDocument();
    await waitFor(() => expect(nearbyCalls(sent).at(-1)).toBe('56.16'));
    expect(ask).not.toHaveBeenCalled();
  });
});
