import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { advertCard } from '../test/adverts';
import { renderApp } from '../test/render';
import { FavouriteButton } from './favourite-button';
import { FAVOURITES_KEY } from '../lib/visitor-memory';

const stored = () => JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]') as { guid: string }[];

describe('FavouriteButton', () => {
  it('is a toggle: saves to this browser, says so, and unsaves', async () => {
    const advert = advertCard({ name: 'Sofie' });
    const { user } = await renderApp(<FavouriteButton advert={advert} />);
    const heart = screen.getByRole('button', { name: 'Save Sofie to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remove Sofie from favourites');
    expect(stored().map((f) => f.guid)).toEqual([advert.guid]);

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([]);
  });

  it('every heart of the same advert on the page follows the one clicked (card and detail button)', async () => {
    const advert = advertCard({ name: 'Sofie' });
    const { user } = await renderApp(
      <>
        <FavouriteButton advert={advert} />
        <FavouriteButton advert={advert} variant="labelled" />
      </>,
      { lang: 'da' },
    );
    const labelled = screen.getByRole('button', { name: 'Favorit' });
    await user.click(screen.getByRole('button', { name: 'Gem Sofie i favoritter' }));
    expect(labelled).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Fjern Sofie fra favoritter' })).toBeInTheDocument();
  });

  it('saving one advert renders its own hearts again, not every heart on the page', async () => {
    const sofie = advertCard({ name: 'Sofie' });
    const maja = advertCard({ name: 'Maja' });
    const renders: string[] = [];
    const counted = (id: string, advert: typeof sofie) => (
      <Profiler id={id} onRender={() => renders.push(id)}>
        <FavouriteButton advert={advert} />
      </Profiler>
    );
    const { user } = await renderApp(
      <>
        {counted('Sofie', sofie)}
        {counted('Maja', maja)}
      </>,
    );
    renders.length = 0;
    await user.click(screen.getByRole('button', { name: 'Save Sofie to favourites' }));
    expect(screen.getByRole('button', { name: 'Remove Sofie from favourites' })).toBeInTheDocument();
    expect(renders).toContain('Sofie');
    expect(renders).not.toContain('Maja');
  });

  it('follows a change made in another tab', async () => {
    const advert = advertCard({ name: 'Sofie' });
    await renderApp(<FavouriteButton advert={advert} />);
    localStorage.setItem(
      FAVOURITES_KEY,
      JSON.stringify([{ guid: advert.guid, name: 'Sofie', city: '', image: null, at: '' }]),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    expect(await screen.findByRole('button', { name: 'Remove Sofie from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
