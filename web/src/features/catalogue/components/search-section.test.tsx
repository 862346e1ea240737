import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advertCard } from '../../../test/adverts';
import { answerApi, ok, type SentRequest } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { SearchSection } from './search-section';

const INTERESTS = [
  { id: 1, name: 'Massage', name_en: 'Massage', name_da: 'Massage (da)' },
  { id: 2, name: 'Dinner date', name_en: 'Dinner date', name_da: 'Middagsdate' },
];

/** The search API over a catalogue of `total` adverts, 9 a page, whatever the filters. */
function catalogue(total: number) {
  return answerApi({
    'GET /api/auth/interests': ok({ interests: INTERESTS }),
    'GET /api/escort/search': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      const count = Math.max(0, Math.min(size, total - (page - 1) * size));
      return ok({
        escorts: Array.from({ length: count }, (_, i) => advertCard({ name: `Advert p${page}-${i + 1}` })),
        pagination: { page, page_size: size, total, total_pages: Math.ceil(total / size) },
      });
    },
  });
}
const searches = (sent: SentRequest[]) =>
  sent.filter((r) => r.url.pathname === '/api/escort/search').map((r) => r.url.searchParams);
const lastSearch = (sent: SentRequest[]) => searches(sent).at(-1)!;

describe('SearchSection (the home filter bar)', () => {
  it('lists the first page with its count, and names services in the reader’s language', async () => {
    const sent = catalogue(20);
    await renderApp(<SearchSection />, { lang: 'da' });
    expect(await screen.findByText('20 annoncer')).toBeInTheDocument();
    expect(screen.getByText('Side 1 af 3')).toBeInTheDocument();
    const service = screen.getByRole('combobox', { name: 'Ydelse' });
    await waitFor(() =>
      expect(
        within(service)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Alle', 'Massage (da)', 'Middagsdate']),
    );
    expect(lastSearch(sent).get('page')).toBe('1');
    expect(lastSearch(sent).get('page_size')).toBe('9');
  });

  it('a filter goes into the address and the search, and sends the list back to page 1', async () => {
    const sent = catalogue(20);
    const { user, router } = await renderApp(<SearchSection />, { url: '/?page=2' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'Trans');
    await waitFor(() => expect(lastSearch(sent).get('sex')).toBe('Trans'));
    expect(lastSearch(sent).get('page')).toBe('1');
    expect(router.state.location.search).toBe('?sex=Trans');

    await user.click(screen.getByRole('checkbox', { name: 'Available now' }));
    await waitFor(() => expect(lastSearch(sent).get('available_now')).toBe('1'));
    expect(router.state.location.search).toBe('?sex=Trans&now=1');
  });

  it('a typed number is a postcode, a typed word a place; typing waits for a pause and is one history entry', async () => {
    const sent = catalogue(3);
    const { user, router } = await renderApp(<SearchSection />);
    await screen.findByText('3 adverts');
    const place = screen.getByRole('searchbox', { name: 'Zip code or city' });

    await user.type(place, '80');
    await waitFor(() => expect(lastSearch(sent).get('zip_code')).toBe('80'));
    await user.type(place, '00');
    await waitFor(() => expect(lastSearch(sent).get('zip_code')).toBe('8000'));
    expect(
      searches(sent)
        .filter((s) => s.has('zip_code'))
        .map((s) => s.get('zip_code')),
    ).toEqual(['80', '8000']);
    // The second pause replaced the first entry: Back leaves the search instead of undoing a keystroke.
    expect(router.state.historyAction).toBe('REPLACE');

    await user.clear(place);
    await user.type(place, 'Aarhus');
    await waitFor(() => expect(lastSearch(sent).get('address')).toBe('Aarhus'));
    expect(lastSearch(sent).has('zip_code')).toBe(false);
  });

  it('keeps what is typed while the search of an earlier pause arrives in the address', async () => {
    catalogue(3);
    await renderApp(<SearchSection />);
    await screen.findByText('3 adverts');
    const place = screen.getByRole('searchbox', { name: 'Zip code or city' });
    fireEvent.change(place, { target: { value: '8000' } });
    // The pause's search lands in the address in the same render as the next keystroke, as on a slow
    // phone: the field must keep the keystroke, not go back to the searched text.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      fireEvent.change(place, { target: { value: '8000 A' } });
    });
    expect(place).toHaveValue('8000 A');
  });

  it('the pager moves through the results and keeps the filters', async () => {
    const sent = catalogue(20);
    const { user, router } = await renderApp(<SearchSection />, { url: '/?sex=Woman' });
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(lastSearch(sent).get('page')).toBe('2');
    expect(lastSearch(sent).get('sex')).toBe('Woman');
    expect(router.state.location.search).toBe('?sex=Woman&page=2');
    expect(await screen.findByText('Advert p2-1')).toBeInTheDocument();
  });

  it('says so when nothing matches, and "Clear filters" empties the filters and the address', async () => {
    catalogue(0);
    const { user, router } = await renderApp(<SearchSection />, { url: '/?sex=Man&q=Skagen', lang: 'da' });
    expect(await screen.findByText('Ingen resultater fundet.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Postnummer eller by' })).toHaveValue('Skagen');
    expect(screen.queryByRole('navigation', { name: 'Sidenavigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nulstil filtre' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Postnummer eller by' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Køn' })).toHaveValue('');
  });
});
