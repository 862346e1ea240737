import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { ValidatedBadge } from '../../components/ui/badge';
import { TextLink } from '../../components/ui/text-link';
import { ApiError } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { clearSession, setSession, useSession } from '../../lib/session';
import type { OwnProfile } from '@velvet/contract';
import { SecuritySection } from '../account-security';
import {
  BookingDigestControl,
  CheckInControl,
  PauseControl,
  RatesHoursEditor,
  ToursControl,
} from '../advertiser-tools';
import { AgeCheckPanel } from '../age-check';
import { AvailableNowControl } from '../availability';
import { DuoPanel, ScreeningEditor } from '../field-tools';
import { PaymentHistory } from '../payments';
import { StatsPanel } from '../stats';
import { ReviewStatus, VerificationPanel } from '../trust';
import { PhotoCheckNotice } from '../safety';
import { DecisionsSection } from '../decisions';
import { useOwnProfile } from './api/own-profile';
import { AccountDataSection } from './components/account-data-section';
import { RetireSection } from './components/retire-section';
import { FeaturedDays } from './components/featured-days';
import { MessageDialog } from './components/message-dialog';
import { ProfileEditor } from './components/profile-editor';
import { TitledSection } from '../../components/ui/titled-section';

/** The 2 s (time to read the warning) before a signed-out visitor is sent to the sign-in page. */
const REDIRECT_DELAY_MS = 2000;

/** `/dashboard`: the advertiser's own advert, package state, featuring and data. */
export default function DashboardPage() {
  const { t } = useTranslation('accounts');
  usePageMeta(`${t('dashboard.title')} — Velvet`);
  const navigate = useNavigate();
  // Sent here straight from paying the welcome package: her first visit.
  const welcome = (useLocation().state as { welcome?: unknown } | null)?.welcome === true;
  const session = useSession();
  const profile = useOwnProfile(session.userId, session.authToken);
  const sessionLost = profile.error instanceof ApiError && profile.error.status === 401;
  const signedOut = !session.authToken || !session.userId || sessionLost;
  const timer = useRef<number | undefined>(undefined);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (!signedOut) return;
    if (sessionLost) clearSession();
    timer.current = window.setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer.current);
  }, [signedOut, sessionLost, navigate]);

  if (signedOut) {
    return (
      <div className="container-page py-12">
        <MessageDialog
          open
          tone="warning"
          title={tMessage('accounts.not_logged_in_title')}
          message={tMessage('accounts.not_logged_in')}
          onClose={() => void navigate('/login', { replace: true })}
        />
      </div>
    );
  }

  if (profile.isPending) return <PageSpinner />;

  if (profile.isError) {
    return (
      <div className="container-page py-12">
        <div
          role="alert"
          className="mx-auto max-w-md rounded-2xl border border-night-700 bg-night-800/70 p-6 text-center"
        >
          <p className="text-mist-100">{t('dashboard.loadFailed')}</p>
          <p className="mt-1 text-sm text-mist-400">{profile.error.message}</p>
          <button
            type="button"
            onClick={() => void profile.refetch()}
            className={buttonClass('secondary', 'mt-4')}
          >
            {t('retry')}
          </button>
        </div>
      </div>
    );
  }

  const user = profile.data;
  if (user.role === 'admin') return <OperatorNote name={user.name} />;
  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <header className="mb-6 flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl sm:text-4xl">{t('dashboard.title')}</h1>
          {user.packages.validated && <ValidatedBadge />}
        </div>
        <p className="text-mist-300">{t('dashboard.greeting', { name: user.name })}</p>
        {welcome && (
          <p
            role="status"
            className="rounded-xl border border-emerald-400/40 bg-emerald-400/10 p-4 text-sm text-emerald-200"
          >
            {t('dashboard.welcome', { name: user.name })}
          </p>
        )}
        {user.suspension && (
          <div role="alert" className="rounded-xl border border-red-400/60 bg-red-950/40 p-4 text-sm">
            <p className="font-semibold">{t('dashboard.suspendedTitle')}</p>
            <p className="mt-1 text-mist-300">
              {t('dashboard.suspendedText', { reason: user.suspension.reason })}
            </p>
          </div>
        )}
        <Suspense fallback={null}>
          <ReviewStatus />
          <PhotoCheckNotice />
        </Suspense>
        <PackageStatus user={user} />
        {user.activated && (
          <Link
            to={`/details?guid=${user.guid}`}
            className="text-sm text-rose-300 underline hover:text-rose-400"
          >
            {t('dashboard.viewAdvert')}
          </Link>
        )}
      </header>
      <div className="flex flex-col gap-8">
        {user.activated && (
          <Suspense fallback={<PageSpinner />}>
            <StatsPanel />
            <AvailableNowControl />
            <PauseControl />
            <ToursControl />
            <DuoPanel />
            <CheckInControl />
            <BookingDigestControl />
          </Suspense>
        )}
        <Suspense fallback={<PageSpinner />}>
          <AgeCheckPanel />
        </Suspense>
        <Suspense fallback={<PageSpinner />}>
          <DecisionsSection />
        </Suspense>
        <Suspense fallback={<PageSpinner />}>
          <VerificationPanel />
        </Suspense>
        {user.packages.validated && <FeaturedDays user={user} />}
        {/* Remounted when the saved profile comes back, so the form starts from what the server holds. */}
        <ProfileEditor key={user.updated_at} user={user} onSaved={setSaved} />
        <RatesHoursEditor key={`rates-${user.updated_at}`} rates={user.rates} hours={user.hours} />
        <ScreeningEditor
          key={`screening-${user.updated_at}`}
          screening={user.screening}
          depositPolicy={user.deposit_policy}
        />
        <PaymentHistory />
        <Suspense fallback={<PageSpinner />}>
          <SecuritySection />
        </Suspense>
        <AccountDataSection />
        <RetireSection />
      </div>
      <MessageDialog
        open={saved !== null}
        tone="success"
        title={t('dashboard.savedTitle')}
        message={saved ?? ''}
        onClose={() => {
          setSaved(null);
          // The dashboard reloads after the dialog, so every part shows what the server stored.
          void profile.refetch();
        }}
      />
    </div>
  );
}

/** An operator has no advert: the dashboard points to the back-office instead of the advertiser screens. */
function OperatorNote({ name }: { name: string }) {
  const { t } = useTranslation('accounts');
  const session = useSession();
  // A session from before roles were remembered learns it here, so the navbar offers the back-office.
  useEffect(() => {
    if (session.signedIn && session.role !== 'admin') setSession({ role: 'admin' });
  }, [session.signedIn, session.role]);
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl sm:text-4xl">{t('dashboard.title')}</h1>
      <p className="mt-3 text-mist-300">{t('dashboard.greeting', { name })}</p>
      <TitledSection
        id="operator-title"
        title={t('dashboard.operatorTitle')}
        titleClassName="text-xl font-semibold"
        className="mt-6 rounded-2xl border border-night-600 bg-night-800/70 p-6"
      >
        <p className="mt-2 text-mist-300">{t('dashboard.operatorText')}</p>
        <ButtonLink to="/admin" className="mt-4">
          {t('dashboard.operatorLink')}
        </ButtonLink>
      </TitledSection>
    </div>
  );
}

/** Badge text and expiry notice from the account's one answer about what it bought (periods stacked). */
function PackageStatus({ user }: { user: OwnProfile }) {
  const { t } = useTranslation('accounts');
  const { date } = useFormat();
  const bought = user.packages;
  if (bought.validated) {
    const next = bought.periods.filter((p) => p.status === 'upcoming').at(-1);
    return (
      <div className="text-sm text-emerald-300" data-testid="package-status">
        <p>{t('dashboard.activeUntil', { date: date(bought.validated_until) })}</p>
        {next && (
          <p className="text-mist-300">
            {t('dashboard.upcoming', { package: next.package_name, date: date(next.starts_at) })}
          </p>
        )}
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="package-status"
      className="rounded-xl border border-champagne-400/40 bg-champagne-400/10 p-4 text-sm text-champagne-300"
    >
      <p className="font-semibold">
        {bought.last_ended_at
          ? t('dashboard.expired', { date: date(bought.last_ended_at) })
          : t('dashboard.noPackage')}
      </p>
      <p className="mt-1">
        {t('dashboard.expiredText')}{' '}
        <TextLink to="/packages" className="font-semibold">
          {t('dashboard.seePackages')}
        </TextLink>
      </p>
    </div>
  );
}
