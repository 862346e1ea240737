import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { NavLink, Route, Routes, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { setSession, useSession } from '../../lib/session';
import { useOverview } from './api/get-overview';
import { SignInPanel } from './components/sign-in-panel';
import { AdvertPage } from './pages/advert-page';
import { AdvertsPage } from './pages/adverts-page';
import { AuditPage } from './pages/audit-page';
import { InterestsPage } from './pages/interests-page';
import { MessagesPage } from './pages/messages-page';
import { OutboxPage } from './pages/outbox-page';
import { OverviewPage } from './pages/overview-page';
import { PackagesPage } from './pages/packages-page';
import { PaymentsPage } from './pages/payments-page';
import { ReportsPage } from './pages/reports-page';
import { TestimonialsPage } from './pages/testimonials-page';
import { AdminReviewPage } from './pages/review-page';
import { AdminVerificationsPage } from './pages/verifications-page';

function Count({ n, label }: { n: number | undefined; label: string }) {
  if (!n) return null;
  return (
    <span
      className="ml-auto rounded-full bg-rose-400 px-2 py-0.5 text-xs font-bold text-night-950"
      aria-label={label}
    >
      {n}
    </span>
  );
}

function AdminNav() {
  const { t } = useTranslation(['admin', 'trust']);
  const { data } = useOverview();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  // On a phone the sections scroll sideways: keep the current one in view.
  useEffect(() => {
    listRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  const links: { to: string; label: string; count?: number | undefined }[] = [
    { to: '/admin', label: t('admin.nav.overview') },
    { to: '/admin/adverts', label: t('admin.nav.adverts') },
    { to: '/admin/reports', label: t('admin.nav.reports'), count: data?.open_reports },
    { to: '/admin/review', label: t('trust:admin.navReview') },
    { to: '/admin/verifications', label: t('trust:admin.navVerifications') },
    { to: '/admin/testimonials', label: t('admin.nav.testimonials'), count: data?.pending_testimonials },
    { to: '/admin/packages', label: t('admin.nav.packages') },
    { to: '/admin/interests', label: t('admin.nav.interests') },
    { to: '/admin/payments', label: t('admin.nav.payments') },
    { to: '/admin/messages', label: t('admin.nav.messages'), count: data?.unread_messages },
    { to: '/admin/mail', label: t('admin.nav.mail') },
    { to: '/admin/audit', label: t('admin.nav.audit') },
  ];
  return (
    <nav aria-label={t('admin.nav.label')} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <ul
        ref={listRef}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
      >
        {links.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              end={link.to === '/admin'}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm lg:rounded-xl ${
                  isActive ? 'bg-rose-400/15 font-semibold text-rose-200' : 'text-mist-300 hover:bg-white/5'
                }`
              }
            >
              {link.label}
              <Count n={link.count} label={t('admin.nav.pending', { count: link.count ?? 0 })} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The back-office: one lazy chunk with its own nested routes under /admin/*. Whether the
 * stored token is an operator's is the server's answer to `admin/overview` (401 / 403 / 200).
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  usePageMeta(`${t('admin.title')} — Velvet`);
  const overview = useOverview(Boolean(session.authToken));
  // The server just said this token is an operator's: remember it, so the navbar offers the back-office.
  const isOperator = overview.isSuccess;
  useEffect(() => {
    if (isOperator && session.role !== 'admin') setSession({ role: 'admin' });
  }, [isOperator, session.role]);

  if (!session.authToken) return <SignInPanel reason="signedOut" />;
  if (overview.isPending) return <PageSpinner />;
  if (overview.error) {
    const status = overview.error instanceof ApiError ? overview.error.status : 0;
    if (status === 401) return <SignInPanel reason="expired" />;
    if (status === 403) return <SignInPanel reason="notAdmin" signedInAs={session.name} />;
  }

  return (
    <div className="container-page py-6 lg:py-10">
      <div className="grid gap-6 lg:grid-cols-[13rem_1fr]">
        <AdminNav />
        <div className="min-w-0">
          <Routes>
            <Route index element={<OverviewPage />} />
            <Route path="adverts" element={<AdvertsPage />} />
            <Route path="adverts/:id" element={<AdvertPage />} />
            <Route path="reports" element={<ReportsPage />} />
            <Route path="review" element={<AdminReviewPage />} />
            <Route path="verifications" element={<AdminVerificationsPage />} />
            <Route path="testimonials" element={<TestimonialsPage />} />
            <Route path="packages" element={<PackagesPage />} />
            <Route path="interests" element={<InterestsPage />} />
            <Route path="payments" element={<PaymentsPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="mail" element={<OutboxPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="*" element={<p className="text-mist-300">{t('admin.notFound')}</p>} />
          </Routes>
        </div>
      </div>
    </div>
  );
}
