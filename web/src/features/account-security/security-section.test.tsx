import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { expect, it, vi } from 'vitest';
import { answerApi, ok, refused } from '../../test/network';
import { renderApp } from '../../test/render';
import { describeSignedIn, ADVERTISER } from '../../test/signed-in';
import SecuritySection from './security-section';

// A tiny SVG standing in for the server's QR code: the panel shows whatever image the server made.
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, '0')}`);
const OFF = { totp_enabled: false, enabled_at: null, recovery_codes_left: 0 };
const HERE = {
  id: 3,
  created_at: '2026-11-20T10:00:00Z',
  last_used_at: '2026-11-25T09:00:00Z',
  browser: 'Chrome 131 · Linux',
  current: true,
};
const PHONE = { ...HERE, id: 2, browser: 'Firefox 133 · Android', current: false };

const renderSection = (lang: 'en' | 'da' = 'en') =>
  renderApp(
    <>
      <Toaster />
      <SecuritySection />
    </>,
    { lang },
  );

/** Types `password` and the code 123456 into the Danish credentials form in `dialog`, then presses `submit`. */
async function sendCredentials(user: UserEvent, dialog: HTMLElement, password: string, submit: string) {
  await user.type(within(dialog).getByLabelText('Adgangskode'), password);
  await user.type(within(dialog).getByLabelText('Kode eller gendannelseskode'), '123456');
  await user.click(within(dialog).getByRole('button', { name: submit }));
}

/** The server's refusal of the password, shown under the Danish password field. */
const passwordRefused = (dialog: HTMLElement, message: string) =>
  waitFor(() => expect(within(dialog).getByLabelText('Adgangskode')).toHaveAccessibleDescription(message));

describeSignedIn(ADVERTISER, 'two-factor sign-in', () => {
  it('shows the QR code and the key, turns on with a code and shows the ten recovery codes once', async () => {
    let enabled = false;
    const sent = answerApi({
      'GET /api/account/2fa': () =>
        ok(
          enabled ? { totp_enabled: true, enabled_at: '2026-11-25T10:00:00Z', recovery_codes_left: 10 } : OFF,
        ),
      'POST /api/account/2fa/totp': ok({ secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_code: QR }),
      'POST /api/account/2fa/totp/enable': (request) => {
        if ((request.body as { code: string }).code !== '123456')
          return refused(400, 'That code is not right.', { code: ['That code is not right.'] });
        enabled = true;
        return ok({ recovery_codes: RECOVERY }, 'Two-factor sign-in is on.');
      },
      'GET /api/account/passkeys': ok({ passkeys: [] }),
      'GET /api/account/sessions': ok({ sessions: [HERE] }),
    });
    const { user } = await renderSection();
    const panel = await screen.findByTestId('two-factor-panel');
    expect(await within(panel).findByText('Off.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Set up authenticator app' }));

    const qr = await within(panel).findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', QR);
    // The key in groups of four, as apps print it.
    expect(within(panel).getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    const code = within(panel).getByLabelText('Code from the app');
    await user.type(code, '000000');
    await user.click(within(panel).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right.'));

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(panel).getByRole('button', { name: 'Turn on' }));
    const list = await within(panel).findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(RECOVERY);
    // Focus moves to them in an effect, which may run after the codes are painted.
    await waitFor(() =>
      expect(within(list).getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus(),
    );
    // The confirmation says what happened (the server's words), not the button's label.
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(sent.filter((r) => r.url.pathname === '/api/account/2fa/totp/enable').map((r) => r.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);

    // Gone once saved: the status says it is on.
    await user.click(within(list).getByRole('button', { name: 'I have saved them' }));
    expect(within(panel).queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(await within(panel).findByText('10 recovery codes left.')).toBeInTheDocument();
  });

  it('turns off with the password and a code; a wrong password is shown on its field (Danish)', async () => {
    const sent = answerApi({
      'GET /api/account/2fa': ok({
        totp_enabled: true,
        enabled_at: '2026-11-25T10:00:00Z',
        recovery_codes_left: 7,
      }),
      'POST /api/account/2fa/totp/disable': refused(400, 'Adgangskoden er forkert.', {
        password: ['Adgangskoden er forkert.'],
      }),
      'GET /api/account/passkeys': ok({ passkeys: [] }),
      'GET /api/account/sessions': ok({ sessions: [HERE] }),
    });
    const { user } = await renderSection('da');
    const panel = await screen.findByTestId('two-factor-panel');
    expect(await within(panel).findByText('7 gendannelseskoder tilbage.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Slå fra' }));
    const dialog = await screen.findByRole('dialog');
    await sendCredentials(user, dialog, 'wrong-password', 'Slå fra');
    await passwordRefused(dialog, 'Adgangskoden er forkert.');
    const disable = sent.find((r) => r.url.pathname === '/api/account/2fa/totp/disable')!;
    expect(disable.body).toEqual({ password: 'wrong-password', code: '123456' });
    expect(disable.headers.get('Authorization')).toBe('Bearer token-1');
  });
});

describeSignedIn(ADVERTISER, 'passkeys', () => {
  it('lists and removes passkeys; a cancelled browser dialog says so on the field', async () => {
    let passkeys = [
      { id: 4, name: 'Work laptop', created_at: '2026-11-20T10:00:00Z', last_used_at: null, backed_up: true },
    ];
    const sent = answerApi({
      'GET /api/account/2fa': ok(OFF),
      'GET /api/account/passkeys': () => ok({ passkeys }),
      'DELETE /api/account/passkeys/4': () => {
        passkeys = [];
        return ok({ passkeys });
      },
      'POST /api/account/passkeys/options': ok({
        options: {
          challenge: 'Y2hhbGxlbmdl',
          rp: { id: 'localhost', name: 'Velvet' },
          user: { id: 'dXNlcg', name: 'sofie@example.test', displayName: 'Sofie' },
          pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
        },
      }),
      'GET /api/account/sessions': ok({ sessions: [HERE] }),
    });
    // A browser that has passkeys, whose person closes the passkey dialog.
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { create: () => Promise.reject(new DOMException('closed', 'NotAllowedError')) },
    });
    const { user } = await renderSection();
    const panel = await screen.findByTestId('passkeys-panel');
    const item = await within(panel).findByRole('listitem');
    expect(item).toHaveTextContent('Work laptop');
    expect(item).toHaveTextContent('Synced');
    expect(item).toHaveTextContent('Not used yet');

    await user.type(within(panel).getByLabelText('Name of the new passkey'), 'Phone');
    await user.click(within(panel).getByRole('button', { name: 'Add passkey' }));
    await waitFor(() =>
      expect(within(panel).getByLabelText('Name of the new passkey')).toHaveAccessibleDescription(
        'No passkey was created.',
      ),
    );
    expect(sent.some((r) => r.method === 'POST' && r.url.pathname === '/api/account/passkeys')).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Remove passkey Work laptop' }));
    expect(await within(panel).findByText('You have no passkeys yet.')).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('asks for the password and code when the server wants them again, then removes the passkey (Danish)', async () => {
    let confirmed = false;
    let passkeys = [
      {
        id: 4,
        name: 'Ukendt nøgle',
        created_at: '2026-11-20T10:00:00Z',
        last_used_at: null,
        backed_up: false,
      },
    ];
    const sent = answerApi({
      'GET /api/account/2fa': ok({
        totp_enabled: true,
        enabled_at: '2026-11-20T10:00:00Z',
        recovery_codes_left: 9,
      }),
      'GET /api/account/passkeys': () => ok({ passkeys }),
      'DELETE /api/account/passkeys/4': () => {
        if (!confirmed)
          return refused(403, 'Af hensyn til din sikkerhed skal du bekræfte, at det er dig.', undefined, {
            reauth_required: true,
            two_factor: true,
          });
        passkeys = [];
        return ok({ passkeys }, 'Adgangsnøgle fjernet.');
      },
      'POST /api/account/reauth': (request) => {
        const body = request.body as { password: string; code?: string };
        if (body.password !== 'mit-kodeord')
          return refused(400, 'Adgangskoden er ikke rigtig.', { password: ['Adgangskoden er ikke rigtig.'] });
        if (body.code !== '123456') return refused(400, 'Indtast koden.', { code: ['Indtast koden.'] });
        confirmed = true;
        return ok({ reauthenticated_until: '2026-11-27T10:05:00Z' }, 'Bekræftet.');
      },
      'GET /api/account/sessions': ok({ sessions: [HERE] }),
    });
    const { user } = await renderSection('da');
    const panel = await screen.findByTestId('passkeys-panel');
    await within(panel).findByRole('listitem');
    await user.click(within(panel).getByRole('button', { name: 'Fjern adgangsnøglen Ukendt nøgle' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bekræft, at det er dig' });
    expect(dialog).toHaveTextContent('indtaste din adgangskode og en aktuel kode fra din godkendelsesapp');
    await sendCredentials(user, dialog, 'forkert', 'Bekræft');
    await passwordRefused(dialog, 'Adgangskoden er ikke rigtig.');
    expect(passkeys).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText('Adgangskode'));
    await user.type(within(dialog).getByLabelText('Adgangskode'), 'mit-kodeord');
    await user.click(within(dialog).getByRole('button', { name: 'Bekræft' }));
    expect(await within(panel).findByText('Du har ingen adgangsnøgler endnu.')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(2);
    expect(sent.filter((r) => r.url.pathname === '/api/account/reauth').at(-1)?.body).toEqual({
      password: 'mit-kodeord',
      code: '123456',
    });
  });

  it('says so where the browser has no passkeys', async () => {
    answerApi({
      'GET /api/account/2fa': ok(OFF),
      'GET /api/account/passkeys': ok({ passkeys: [] }),
      'GET /api/account/sessions': ok({ sessions: [HERE] }),
    });
    await renderSection('da');
    const panel = await screen.findByTestId('passkeys-panel');
    expect(await within(panel).findByText('Denne browser kan ikke bruge adgangsnøgler.')).toBeInTheDocument();
  });
});

describeSignedIn(ADVERTISER, 'signed-in devices', () => {
  it('lists this device first, signs one out, and signs out everywhere else', async () => {
    let sessions = [HERE, PHONE, { ...PHONE, id: 1, browser: null }];
    const sent = answerApi({
      'GET /api/account/2fa': ok(OFF),
      'GET /api/account/passkeys': ok({ passkeys: [] }),
      'GET /api/account/sessions': () => ok({ sessions }),
      'DELETE /api/account/sessions/2': () => {
        sessions = sessions.filter((s) => s.id !== 2);
        return ok({}, 'The device is signed out.');
      },
      'DELETE /api/account/sessions': () => {
        sessions = [HERE];
        return ok({ signed_out: 1 }, 'Every other device is signed out.');
      },
    });
    const { user } = await renderSection();
    const panel = await screen.findByTestId('sessions-panel');
    const rows = await within(panel).findAllByTestId('session');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome 131 · Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Unknown browser');

    await user.click(within(rows[1]!).getByRole('button', { name: /^Sign out Firefox 133 · Android/ }));
    await waitFor(() => expect(within(panel).getAllByTestId('session')).toHaveLength(2));
    await user.click(within(panel).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(panel).findByText('No other device is signed in.')).toBeInTheDocument();
    expect(within(panel).getAllByTestId('session')).toHaveLength(1);
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      '/api/account/sessions/2',
      '/api/account/sessions',
    ]);
  });

  it('speaks Danish', async () => {
    answerApi({
      'GET /api/account/2fa': ok(OFF),
      'GET /api/account/passkeys': ok({ passkeys: [] }),
      'GET /api/account/sessions': ok({ sessions: [HERE, PHONE] }),
    });
    await renderSection('da');
    const panel = await screen.findByTestId('sessions-panel');
    expect(await within(panel).findByText('Denne enhed')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Log ud alle andre steder' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Totrinslogin', level: 3 })).toBeInTheDocument();
  });
});
