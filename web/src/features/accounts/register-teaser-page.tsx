import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { TextLink } from '../../components/ui/text-link';
import { usePageMeta } from '../../lib/page-meta';
import { AuthCard } from './components/auth-card';
import { PasswordField } from '../../components/ui/password-field';

/**
 * `/register` — a static sign-up teaser. Nothing is sent from here: its button continues to
 * the real registration form with the name filled in; passwords are set there.
 */
export default function RegisterTeaserPage() {
  const { t } = useTranslation('accounts');
  usePageMeta(`${t('teaser.title')} — Velvet`);
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = [firstName, lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
    void navigate('/registrationForm', { state: { name } });
  }

  return (
    <AuthCard title={t('teaser.title')} intro={t('teaser.intro')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
          <TextField
            label={t('teaser.firstName')}
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label={t('teaser.lastName')}
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <PasswordField label={t('fields.password')} autoComplete="off" hint={t('teaser.passwordHint')} />
        <PasswordField label={t('fields.confirmPassword')} autoComplete="off" />
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-rose-400" />
          <span>
            {t('consents.termsBefore')} <TextLink to="/terms">{t('consents.termsLink')}</TextLink>
          </span>
        </label>
        <Button type="submit">{t('teaser.continue')}</Button>
        <p className="text-center text-sm text-mist-400">
          {t('registration.haveAccount')} <TextLink to="/login">{t('registration.signIn')}</TextLink>
        </p>
      </form>
    </AuthCard>
  );
}
