import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, setSession } from '../../lib/session';
import { answerApi, ok, refused } from '../../test/network';
import { renderApp } from '../../test/render';
import OtpPage from './otp-page';

const EMAIL = 'new@example.test';
const RETURN = `/otpscreen/${EMAIL}?success=true&token=order-1`;
const profile = {
  id: 7,
  guid: 'guid-7',
  name: 'Sofie',
  email: EMAIL,
  role: 'advertiser',
  featured: false,
};

// What the verified code left in this browser: its token and the account's id.
beforeEach(() => setSession({ authToken: 'token-from-code', userId: '7' }));

describe('back from paying the welcome package', () => {
  it('goes on to the dashboard signed in, with the session the verified code opened', async () => {
    answerApi({
      'POST /api/admin/paypal/capture-registration-payment': ok({}, 'Payment captured'),
      'GET /api/escort/get-user-id/7': ok({ user: profile }),
    });
    await renderApp(<OtpPage />, { path: '/otpscreen/:email', url: RETURN });
    expect(await screen.findByText('Taking you to your dashboard…')).toBeInTheDocument();
    expect(await screen.findByTestId('landed', {}, { timeout: 6000 })).toHaveTextContent('/dashboard');
    expect(getSession()).toMatchObject({ authToken: 'token-from-code', name: 'Sofie', guid: 'guid-7' });
  });

  it('greets her as new on the sign-in page when that session is gone', async () => {
    answerApi({
      'POST /api/admin/paypal/capture-registration-payment': ok({}, 'Payment captured'),
      'GET /api/escort/get-user-id/7': refused(401, 'Unauthorized'),
    });
    await renderApp(<OtpPage />, { path: '/otpscreen/:email', url: RETURN, lang: 'da' });
    expect(await screen.findByText('Du sendes til dit dashboard…')).toBeInTheDocument();
    expect(await screen.findByTestId('landed', {}, { timeout: 6000 })).toHaveTextContent('/login');
  });
});
