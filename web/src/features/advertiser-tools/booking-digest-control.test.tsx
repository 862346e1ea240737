import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { answerApi, ok, refused } from '../../test/network';
import { renderApp } from '../../test/render';
import { BookingDigestControl } from './booking-digest-control';

beforeEach(() => setSession({ authToken: 'token-1', userId: '7' }));

const panel = (
  <>
    <BookingDigestControl />
    <Toaster />
  </>
);

describe('the booking digest switch', () => {
  it.each([
    [
      'en',
      "One email a day with the day's booking requests",
      'You now get one email a day with the day’s booking requests.',
    ],
    [
      'da',
      'Én e-mail om dagen med dagens bookingforespørgsler',
      'Du får nu én e-mail om dagen med dagens bookingforespørgsler.',
    ],
  ] as const)(
    'turns the daily digest on from the keyboard, in %s, and confirms it',
    async (lang, label, confirmed) => {
      const sent = answerApi({
        'GET /api/account/booking-digest': ok({ daily: false }),
        'POST /api/account/booking-digest': ok({ daily: true }, confirmed),
      });
      await renderApp(panel, { lang });
      const toggle = await screen.findByRole('switch', { name: label });
      expect(toggle).not.toBeChecked();
      await userEvent.tab();
      expect(toggle).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(await screen.findByText(confirmed)).toBeInTheDocument();
      await waitFor(() => expect(toggle).toBeChecked());
      const post = sent.find((request) => request.method === 'POST');
      expect(post?.body).toEqual({ daily: true });
      expect(post?.headers.get('authorization')).toBe('Bearer token-1');
    },
  );

  it('shows the choice the server holds and a refusal in the panel', async () => {
    answerApi({
      'GET /api/account/booking-digest': ok({ daily: true }),
      'POST /api/account/booking-digest': refused(503, 'The database is unavailable.'),
    });
    await renderApp(panel);
    const toggle = await screen.findByRole('switch', {
      name: "One email a day with the day's booking requests",
    });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable.');
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('says so when the choice cannot be loaded, in Danish', async () => {
    answerApi({ 'GET /api/account/booking-digest': refused(500, 'Fejl') });
    await renderApp(panel, { lang: 'da' });
    expect(
      await screen.findByText('Vi kunne ikke hente, hvordan bookingforespørgsler når dig.'),
    ).toBeInTheDocument();
  });
});
