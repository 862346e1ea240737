import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advertDetail } from '../../../test/adverts';
import { renderApp } from '../../../test/render';
import { AdvertGallery } from './advert-gallery';

/** The slide the popup shows now, by its own label ("2 of 4"). */
const currentSlide = (popup: HTMLElement) =>
  within(popup)
    .getAllByRole('group')
    .find((slide) => slide.classList.contains('yarl__slide_current'))
    ?.getAttribute('aria-label');

describe('AdvertGallery and its popup', () => {
  it('lists the main photo, the other photos and the videos, each named for what it opens', async () => {
    const advert = advertDetail({ name: 'Sofie', extraPhotos: 2, videoCount: 1 });
    await renderApp(<AdvertGallery advert={advert} />);
    expect(screen.getByRole('button', { name: 'Open photo 1 of 4 of Sofie full size' })).toBeInTheDocument();
    const thumbnails = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button');
    expect(thumbnails.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open photo 2 of 4 of Sofie full size',
      'Open photo 3 of 4 of Sofie full size',
    ]);
    expect(screen.getByLabelText('Video 1 of Sofie')).toBeInTheDocument();
    // The new tab gets the plain file, not the first-frame address the player uses.
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'href',
      `/${advert.videos[0]}`,
    );
  });

  it('opens at the photo clicked; the arrow keys move and wrap around photos then videos; Escape closes', async () => {
    const advert = advertDetail({ name: 'Sofie', extraPhotos: 2, videoCount: 1 });
    const { user } = await renderApp(<AdvertGallery advert={advert} />);
    await user.click(screen.getByRole('button', { name: 'Open photo 3 of 4 of Sofie full size' }));

    const popup = await screen.findByRole('dialog', { name: 'Photos and videos of Sofie' });
    expect(popup).toHaveAttribute('aria-modal', 'true');
    expect(currentSlide(popup)).toBe('3 of 4');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentSlide(popup)).toBe('4 of 4'));
    // A video slide offers its file in a new tab from the toolbar (which follows the slide in an effect).
    expect(await within(popup).findByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'href',
      `/${advert.videos[0]}`,
    );

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentSlide(popup)).toBe('1 of 4'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(currentSlide(popup)).toBe('4 of 4'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the Previous, Next and Close buttons do the same, in Danish', async () => {
    const advert = advertDetail({ name: 'Sofie', extraPhotos: 1 });
    const { user } = await renderApp(<AdvertGallery advert={advert} />, { lang: 'da' });
    await user.click(screen.getByRole('button', { name: 'Åbn billede 1 af 2 af Sofie i fuld størrelse' }));

    const popup = await screen.findByRole('dialog', { name: 'Billeder og videoer af Sofie' });
    expect(currentSlide(popup)).toBe('1 af 2');
    await user.click(within(popup).getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(currentSlide(popup)).toBe('2 af 2'));
    await user.click(within(popup).getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(currentSlide(popup)).toBe('1 af 2'));
    await user.click(within(popup).getByRole('button', { name: 'Forrige' }));
    await waitFor(() => expect(currentSlide(popup)).toBe('2 af 2'));

    await user.click(within(popup).getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an advert without photos shows the placeholder and nothing to open', async () => {
    const advert = advertDetail({ main_image: null, main_image_asset: null, extraPhotos: 0 });
    advert.images = [];
    advert.image_assets = [];
    await renderApp(<AdvertGallery advert={advert} />);
    expect(screen.queryByRole('button', { name: /Open photo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
  });
});
