import { useTranslation } from 'react-i18next';
import { PasskeysPanel } from './components/passkeys-panel';
import { SessionsPanel } from './components/sessions-panel';
import { TwoFactorPanel } from './components/two-factor-panel';

/**
 * The dashboard's "Account security": two-factor sign-in, passkeys and signed-in devices. Loaded as its
 * own chunk with the dashboard only, so no public page carries it.
 */
export default function SecuritySection() {
  const { t } = useTranslation('security');
  return (
    <div id="account-security" className="flex scroll-mt-20 flex-col gap-4" data-testid="account-security">
      <h2 className="text-2xl">{t('title')}</h2>
      <TwoFactorPanel />
      <PasskeysPanel />
      <SessionsPanel />
    </div>
  );
}
