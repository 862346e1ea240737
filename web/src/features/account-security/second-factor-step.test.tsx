import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoginData } from '@velvet/contract';
import { answerApi, ok, refused } from '../../test/network';
import { renderApp } from '../../test/render';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SecondFactorStep } from './second-factor-step';

/** What the code step hands to the login page once the code is right. */
const SIGNED_IN: LoginData = {
  token: 'token-after-code',
  guid: '0b6f3c1e-8d2a-4f4e-9c11-2a7d5e9f0c33',
  id: 12,
  name: 'Maja',
  email: 'maja@example.test',
  featured: true,
  role: 'advertiser',
};

async function renderStep(lang: 'en' | 'da' = 'en') {
  const handlers = { onSignedIn: vi.fn(), onFailure: vi.fn(), onRestart: vi.fn() };
  const view = await renderApp(<SecondFactorStep challenge="challenge-1" {...handlers} />, { lang });
  return { handlers, user: view.user };
}

describe('SecondFactorStep', () => {
  it('sends the challenge and the code; a wrong code stays on the field, the right one signs in', async () => {
    const sent = answerApi({
      'POST /api/auth/2fa': (request) =>
        (request.body as { code: string }).code === '654321'
          ? ok(SIGNED_IN)
          : refused(400, 'That code is not right.', { code: ['That code is not right.'] }),
    });
    const { handlers, user } = await renderStep();
    const code = await screen.findByLabelText('Code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '111111{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(handlers.onSignedIn).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(handlers.onSignedIn).toHaveBeenCalled());
    expect(handlers.onSignedIn.mock.calls[0]![0]).toEqual(SIGNED_IN);
    expect(sent.map((r) => r.body)).toEqual([
      { challenge: 'challenge-1', code: '111111' },
      { challenge: 'challenge-1', code: '654321' },
    ]);
    // No token of an earlier session goes with it.
    expect(sent[0]!.headers.get('Authorization')).toBeNull();
  });

  it('takes a recovery code instead, in Danish', async () => {
    const sent = answerApi({ 'POST /api/auth/2fa': ok(SIGNED_IN) });
    const { handlers, user } = await renderStep('da');
    await user.click(await screen.findByRole('button', { name: 'Brug en gendannelseskode i stedet' }));
    const field = screen.getByLabelText('Gendannelseskode');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'abcd-efgh-jkmn-pqrs{Enter}');
    await waitFor(() => expect(handlers.onSignedIn).toHaveBeenCalled());
    expect(sent[0]!.body).toEqual({ challenge: 'challenge-1', code: 'abcd-efgh-jkmn-pqrs' });
  });

  it('a locked or expired sign-in only offers to start again', async () => {
    answerApi({
      'POST /api/auth/2fa': refused(410, 'This sign-in has expired. Please sign in again.', {
        challenge: ['This sign-in has expired. Please sign in again.'],
      }),
    });
    const { handlers, user } = await renderStep();
    await user.type(await screen.findByLabelText('Code'), '123456{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
        'This sign-in has expired. Please sign in again.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(handlers.onRestart).toHaveBeenCalled();
  });
});

describe('PasskeySignInButton', () => {
  it('asks for options without an email and says calmly when the person closes the dialog', async () => {
    const sent = answerApi({
      'POST /api/auth/passkey/options': ok({ options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } }),
    });
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { get: () => Promise.reject(new DOMException('closed', 'NotAllowedError')) },
    });
    const handlers = { onSignedIn: vi.fn(), onFailure: vi.fn() };
    const { user } = await renderApp(<PasskeySignInButton {...handlers} />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No passkey was used. Try again or sign in with your password.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBeUndefined();
    expect(handlers.onSignedIn).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('is not offered where the browser has no passkeys', async () => {
    answerApi({});
    await renderApp(
      <>
        <p>page</p>
        <PasskeySignInButton onSignedIn={vi.fn()} onFailure={vi.fn()} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });
});
