import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, ok } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { OrderOutcome } from './order-outcome';

/** What the return page says with no session on this host, read from the order's token alone. */
const OUTCOMES = [
  ['paid', 'en', 'Payment received', 'Your payment is confirmed and your package is active.', 'Sign in'],
  ['paid', 'da', 'Betalingen er modtaget', 'Din betaling er bekræftet, og din pakke er aktiv.', 'Log ind'],
  [
    'pending',
    'en',
    'Payment pending',
    'The payment service has not confirmed this payment yet. Your package is activated as soon as it does.',
    'Sign in',
  ],
  [
    'pending',
    'da',
    'Betalingen afventer',
    'Betalingstjenesten har endnu ikke bekræftet betalingen. Din pakke aktiveres, så snart den gør.',
    'Log ind',
  ],
  [
    'failed',
    'en',
    'Payment Failed',
    'The payment was not completed and no package was activated.',
    'Sign in',
  ],
  [
    'failed',
    'da',
    'Betaling mislykkedes',
    'Betalingen blev ikke gennemført, og ingen pakke blev aktiveret.',
    'Log ind',
  ],
] as const;

describe('the checkout return with no session', () => {
  it.each(OUTCOMES)('says %s in %s', async (state, lang, title, text, signIn) => {
    const sent = answerApi({ 'GET /api/payments/status': ok({ state }) });
    await renderApp(<OrderOutcome token="order-token-1" />, { lang });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: signIn })).toHaveAttribute('href', '/login');
    // A failure is announced at once; paid and pending are a status.
    expect(screen.getByTestId('order-outcome')).toHaveAttribute(
      'role',
      state === 'failed' ? 'alert' : 'status',
    );
    expect(sent[0]!.url.searchParams.get('token')).toBe('order-token-1');
  });

  it('lets a pending order be checked again', async () => {
    let state = 'pending';
    const sent = answerApi({ 'GET /api/payments/status': () => ok({ state }) });
    const { user } = await renderApp(<OrderOutcome token="order-token-2" />);
    await screen.findByRole('heading', { name: 'Payment pending' });
    state = 'paid';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });
});
