import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, ok, refused } from '../../test/network';
import { renderApp } from '../../test/render';
import ResetPasswordPage from './reset-password-page';
import { resetToken } from './reset-token';

const EMAIL = 'sofie@example.test';
const renderReset = (lang: 'en' | 'da' = 'en') =>
  renderApp(<ResetPasswordPage />, {
    path: '/resetpassword/:email',
    url: `/resetpassword/${encodeURIComponent(EMAIL)}`,
    lang,
  });

describe('ResetPasswordPage', () => {
  it('without a verified code it sends the visitor back to request one', async () => {
    await renderReset();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new code' })).toHaveAttribute('href', '/forget');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('puts the server’s refusal on the password field, in the reader’s language', async () => {
    resetToken.set(EMAIL, 'grant-1');
    const sent = answerApi({
      'POST /api/auth/reset-password': (request) =>
        request.headers.get('Accept-Language') === 'da'
          ? refused(422, 'Valideringsfejl', {
              password: ['Denne adgangskode er for almindelig. Vælg venligst en anden.'],
            })
          : refused(422, 'Validation failed', { password: ['This password is too common.'] }),
    });
    const { user } = await renderReset('da');
    await user.type(screen.getByLabelText('Ny adgangskode'), 'password123');
    await user.type(screen.getByLabelText('Bekræft ny adgangskode'), 'password123');
    await user.click(screen.getByRole('button', { name: /Gem/ }));

    const password = screen.getByLabelText('Ny adgangskode');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Denne adgangskode er for almindelig. Vælg venligst en anden.',
      ),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(
      await screen.findByRole('dialog', { name: 'Kunne ikke nulstille adgangskoden' }),
    ).toHaveTextContent('Valideringsfejl');
    expect(sent[0]!.body).toMatchObject({ email: EMAIL, reset_token: 'grant-1', is_user: 0 });
  });

  it('different passwords open the "do not match" dialog and mark the confirmation, before any request', async () => {
    resetToken.set(EMAIL, 'grant-1');
    const sent = answerApi({});
    const { user } = await renderReset();
    await user.type(screen.getByLabelText('New password'), 'a-long-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-long-password-2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('dialog', { name: 'Passwords do not match!' })).toHaveTextContent(
      'Please ensure the passwords are the same.',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('a saved password forgets the grant and opens sign-in', async () => {
    resetToken.set(EMAIL, 'grant-1');
    answerApi({ 'POST /api/auth/reset-password': ok({}, 'Password reset successfully.') });
    const { user } = await renderReset();
    await user.type(screen.getByLabelText('New password'), 'a-long-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-long-password-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login');
    expect(resetToken.get(EMAIL)).toBeNull();
  });
});
