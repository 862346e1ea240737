import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { TotpSetupData } from '@velvet/contract';
import { Button, PendingButton, SubmitButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useDisableTotp } from '../api/disable-totp';
import { useEnableTotp } from '../api/enable-totp';
import { useStartTotp } from '../api/start-totp';
import { useTwoFactorStatus } from '../api/two-factor-status';
import { Panel } from './panel';
import { credentialErrors, CredentialsForm, type CredentialErrors } from './credentials-form';
import { useReauthGate } from './reauth';
import { RecoveryCodes } from './recovery-codes';
import { LoadState } from '../../../components/ui/load-state';

/** The server's message for one field, or the whole message when it names none. */
const fieldMessage = (error: unknown, field: string) =>
  error instanceof ApiError ? (error.errors[field]?.[0] ?? error.message) : (error as Error).message;

/** Dashboard: switch the authenticator-app code on (QR code, key, first code, recovery codes) or off. */
export function TwoFactorPanel() {
  const { t } = useTranslation('security');
  const { date } = useFormat();
  const status = useTwoFactorStatus();
  const start = useStartTotp();
  const [setup, setSetup] = useState<TotpSetupData | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const gate = useReauthGate();

  function begin() {
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => gate.handled(error, begin) || toast.error(error.message),
    });
  }

  return (
    <Panel title={t('twoFactor.title')} intro={t('twoFactor.intro')} testId="two-factor-panel">
      <LoadState query={status} error={t('loadError')} retry={t('retry')} />
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : setup ? (
        <TotpSetup
          setup={setup}
          guard={gate.handled}
          onCancel={() => setSetup(null)}
          onEnabled={(recovery) => {
            setSetup(null);
            setCodes(recovery);
          }}
        />
      ) : (
        status.data && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm" role="status">
              {status.data.totp_enabled ? (
                <>
                  <p className="font-semibold text-emerald-300">
                    {t('twoFactor.on', { date: date(status.data.enabled_at) })}
                  </p>
                  <p className="text-mist-300">
                    {t('twoFactor.recoveryLeft', { count: status.data.recovery_codes_left })}
                  </p>
                </>
              ) : (
                <p className="text-mist-300">{t('twoFactor.off')}</p>
              )}
            </div>
            {status.data.totp_enabled ? (
              <Button variant="secondary" onClick={() => setTurningOff(true)}>
                {t('twoFactor.turnOff')}
              </Button>
            ) : (
              <PendingButton onClick={begin} pending={start.isPending} pendingLabel={t('twoFactor.starting')}>
                {t('twoFactor.start')}
              </PendingButton>
            )}
          </div>
        )
      )}
      <TurnOffDialog open={turningOff} onClose={() => setTurningOff(false)} />
      {gate.dialog}
    </Panel>
  );
}

function TotpSetup({
  setup,
  guard,
  onCancel,
  onEnabled,
}: {
  setup: TotpSetupData;
  /** A confirmation that took longer than the re-authentication lasts asks for the password again. */
  guard: (error: unknown, retry: () => void) => boolean;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation('security');
  const enable = useEnableTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Groups of four, as authenticator apps print keys: easier to type without losing the place.
  const grouped = setup.secret.replace(/(.{4})(?=.)/g, '$1 ');

  function confirm() {
    enable.mutate(
      { code },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          onEnabled(data.recovery_codes);
        },
        onError: (failure) => guard(failure, confirm) || setError(fieldMessage(failure, 'code')),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    confirm();
  }

  return (
    <div className="flex flex-col gap-4" data-testid="totp-setup">
      <h4 className="text-lg font-semibold">{t('twoFactor.setupTitle')}</h4>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-mist-300">{t('twoFactor.step1')}</p>
          {/* A white quiet zone around the code: scanners need the contrast. */}
          <img
            src={setup.qr_code}
            alt={t('twoFactor.qrAlt')}
            width={192}
            height={192}
            className="h-48 w-48 rounded-lg bg-white p-2"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm text-mist-300">{t('twoFactor.manual')}</p>
          <code
            data-testid="totp-secret"
            className="rounded-lg border border-night-600 bg-night-950 px-3 py-2 font-mono text-sm break-all text-mist-100"
          >
            {grouped}
          </code>
          <Button
            variant="ghost"
            className="self-start"
            onClick={() =>
              void navigator.clipboard
                .writeText(setup.secret)
                .then(() => toast.success(t('twoFactor.copied')))
            }
          >
            {t('twoFactor.copyKey')}
          </Button>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:max-w-xs">
        <p className="text-sm text-mist-300">{t('twoFactor.step2')}</p>
        <TextField
          label={t('twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="ghost" onClick={onCancel} disabled={enable.isPending}>
            {t('twoFactor.cancel')}
          </Button>
          <SubmitButton pending={enable.isPending} pendingLabel={t('twoFactor.confirming')}>
            {t('twoFactor.confirm')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

function TurnOffForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('security');
  const disable = useDisableTotp();
  const [errors, setErrors] = useState<CredentialErrors>({});

  return (
    <CredentialsForm
      intro={t('twoFactor.turnOffIntro')}
      passwordLabel={t('twoFactor.password')}
      withCode
      pending={disable.isPending}
      errors={errors}
      submitLabel={t('twoFactor.turnOff')}
      pendingLabel={t('twoFactor.turningOff')}
      danger
      onCancel={onDone}
      onSubmit={({ password, code = '' }) => {
        setErrors({});
        disable.mutate(
          { password, code },
          {
            onSuccess: (message) => {
              toast.success(message);
              onDone();
            },
            onError: (error) => setErrors(credentialErrors(error, 'code')),
          },
        );
      }}
    />
  );
}

/** Turning two-factor sign-in off, in a dialog: the password and a code first. */
function TurnOffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('security');
  return (
    <Dialog open={open} onClose={onClose} title={t('twoFactor.turnOffTitle')}>
      {open && <TurnOffForm onDone={onClose} />}
    </Dialog>
  );
}
