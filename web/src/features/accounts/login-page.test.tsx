import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { answerApi, ok, refused } from '../../test/network';
import { renderApp } from '../../test/render';
import LoginPage from './login-page';

const SESSION = {
  token: 'token-1',
  guid: '6f1c1f9e-3f57-4d52-9a55-1d3c0a0b7e11',
  id: 7,
  name: 'Sofie',
  email: 'sofie@example.test',
  featured: false,
  role: 'advertiser',
};

const renderLogin = (lang: 'en' | 'da' = 'en') => renderApp(<LoginPage />, { path: '/login', lang });

describe('LoginPage', () => {
  it('shows the shared schema’s messages on the fields and focuses the first invalid one, sending nothing', async () => {
    const sent = answerApi({});
    const { user } = await renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(sent).toHaveLength(0);

    // Corrected fields are checked again as they are typed; sign-in only asks for presence.
    await user.type(email, 'sofie');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives the same messages in Danish', async () => {
    answerApi({});
    const { user } = await renderLogin('da');
    await user.click(await screen.findByRole('button', { name: 'Log ind' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail er påkrævet'),
    );
    expect(screen.getByLabelText('Adgangskode')).toHaveAccessibleDescription('Adgangskode er påkrævet');
  });

  it('signs in: stores the session and opens the dashboard', async () => {
    const sent = answerApi({ 'POST /api/auth/login': ok(SESSION) });
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'sofie@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    expect(sent[0]!.body).toEqual({ email: 'sofie@example.test', password: 'long-enough-1', is_user: 0 });
    expect(sent[0]!.headers.get('Accept-Language')).toBe('en');
    expect(getSession()).toMatchObject({
      authToken: 'token-1',
      name: 'Sofie',
      userId: '7',
      role: 'advertiser',
    });
  });

  it('an operator lands in the back-office', async () => {
    answerApi({ 'POST /api/auth/login': ok({ ...SESSION, role: 'admin' }) });
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ops@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin');
  });

  it('shows the server’s refusal in a dialog and stays on the page', async () => {
    answerApi({ 'POST /api/auth/login': refused(401, 'Invalid email or password.') });
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'sofie@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const dialog = await screen.findByRole('dialog', { name: 'An Error Occurred!' });
    expect(dialog).toHaveTextContent('Invalid email or password.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(getSession().authToken).toBeUndefined();
  });

  it('an unverified email is sent on to the code screen once the message is read', async () => {
    answerApi({ 'POST /api/auth/login': refused(403, 'OTP Not Verified.', undefined, { id: 9 }) });
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'New@Example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    await screen.findByRole('dialog', { name: 'An Error Occurred!' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/otpscreen/new%40example.test');
    expect(getSession().userId).toBe('9');
  });
});
