import type { AdminOverview } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { useEffect, type ReactNode } from 'react';
import { NavLink, Route, Routes } from 'react-router';
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
import { AppealsPage } from './pages/appeals-page';
import { TestimonialsPage } from './pages/testimonials-page';
import { AdminReviewPage } from './pages/review-page';
import { AdminVerificationsPage } from './pages/verifications-page';
import { AdminSafetyPage } from './pages/safety-page';
import { EscalationsPage } from './pages/escalations-page';

/**
 * The back-office's areas, in the order of its menu: each one's address under /admin, its menu label, its page
 * and, where work waits there, how much.
 */
const AREAS: {
  path: string;
  label: string;
  Page: () => ReactNode;
  count?: (overview: AdminOverview) => number;
}[] = [
  { path: '', label: 'admin.nav.overview', Page: OverviewPage },
  { path: 'adverts', label: 'admin.nav.adverts', Page: AdvertsPage },
  { path: 'reports', label: 'admin.nav.reports', Page: ReportsPage, count: (o) => o.open_reports },
  { path: 'review', label: 'trust:admin.navReview', Page: AdminReviewPage },
  { path: 'verifications', label: 'trust:admin.navVerifications', Page: AdminVerificationsPage },
  { path: 'safety', label: 'safety:admin.nav', Page: AdminSafetyPage },
  { path: 'escalations', label: 'admin.nav.escalations', Page: EscalationsPage },
  { path: 'appeals', label: 'admin.nav.appeals', Page: AppealsPage },
  {
    path: 'testimonials',
    label: 'admin.nav.testimonials',
    Page: TestimonialsPage,
    count: (o) => o.pending_testimonials,
  },
  { path: 'packages', label: 'admin.nav.packages', Page: PackagesPage },
  { path: 'interests', label: 'admin.nav.interests', Page: InterestsPage },
  { path: 'payments', label: 'admin.nav.payments', Page: PaymentsPage },
  { path: 'messages', label: 'admin.nav.messages', Page: MessagesPage, count: (o) => o.unread_messages },
  { path: 'mail', label: 'admin.nav.mail', Page: OutboxPage },
  { path: 'audit', label: 'admin.nav.audit', Page: AuditPage },
];

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
  const { t } = useTranslation(['admin', 'trust', 'safety']);
  const { data } = useOverview();
  // On a phone every section shows at once, wrapped onto as many rows as it takes: a sideways-scrolling row
  // was cut at the screen's edge, hiding the sections past it.
  return (
    <nav aria-label={t('admin.nav.label')} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <ul className="flex flex-wrap gap-1.5 pb-2 lg:flex-col lg:flex-nowrap lg:gap-1">
        {AREAS.map((area) => {
          const count = data && area.count?.(data);
          return (
            <li key={area.path} className="shrink-0">
              <NavLink
                to={area.path ? `/admin/${area.path}` : '/admin'}
                end={area.path === ''}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border px-3 text-sm lg:rounded-xl lg:border-0 lg:px-4 ${
                    isActive
                      ? 'border-rose-400/40 bg-rose-400/15 font-semibold text-rose-200'
                      : 'border-night-700 text-mist-300 hover:bg-white/5'
                  }`
                }
              >
                {t(area.label)}
                <Count n={count} label={t('admin.nav.pending', { count: count ?? 0 })} />
              </NavLink>
            </li>
          );
        })}
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
            {AREAS.map(({ path, Page }) =>
              path ? (
                <Route key={path} path={path} element={<Page />} />
              ) : (
                <Route key="index" index element={<Page />} />
              ),
            )}
            <Route path="adverts/:id" element={<AdvertPage />} />
            <Route path="*" element={<p className="text-mist-300">{t('admin.notFound')}</p>} />
          </Routes>
        </div>
      </div>
    </div>
  );
}
