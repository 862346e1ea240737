import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminAppeal, AppealOutcome } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { tMessage } from '../../../lib/i18n';
import { useAppeals, useDecideAppeal } from '../api/appeals';
import { ActionDialog } from '../components/action-dialog';
import { useDialog } from '../components/use-dialog';
import { AdminList, useAdminList } from '../components/admin-list';
import { Card, PageHeader, Pill } from '../components/ui';

function AppealCard({ appeal }: { appeal: AdminAppeal }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const decide = useDecideAppeal();
  const dialog = useDialog<AppealOutcome>();
  const d = appeal.decision;
  return (
    <li>
      <Card>
        <article
          aria-labelledby={`appeal-${appeal.id}`}
          className="flex flex-col gap-2 text-sm"
          data-testid="appeal"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`appeal-${appeal.id}`} className="font-sans text-base font-semibold">
              {tMessage(`decisions.restriction.${d.restriction}`)}
            </h2>
            <Pill
              tone={appeal.status === 'open' ? 'info' : appeal.status === 'reversed' ? 'good' : 'neutral'}
            >
              {t(`admin.appeals.status.${appeal.status}`)}
            </Pill>
            {d.automated_decision && <Pill tone="warn">{t('admin.appeals.automated')}</Pill>}
            <span className="ml-auto font-mono text-xs text-mist-400">{d.reference}</span>
          </div>
          <p>
            {t('admin.appeals.advert')}{' '}
            <Link to={`/admin/adverts/${appeal.advert.id}`} className="font-semibold text-rose-300 underline">
              {appeal.advert.name}
            </Link>
          </p>
          <p className="text-mist-300">{d.facts}</p>
          <p className="text-xs text-mist-400">
            {t('admin.appeals.clause', { clause: d.clause })} · {f.dateTime(d.created_at)}
          </p>
          <p className="whitespace-pre-line rounded-xl bg-night-950/60 p-3">{appeal.text}</p>
          {appeal.status === 'open' ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => dialog.show('reversed')}>{t('admin.appeals.reverse')}</Button>
              <Button variant="secondary" onClick={() => dialog.show('upheld')}>
                {t('admin.appeals.uphold')}
              </Button>
            </div>
          ) : (
            <p className="text-mist-300">
              {t('admin.appeals.answered', { date: f.dateTime(appeal.decided_at) })}{' '}
              <span className="whitespace-pre-line">{appeal.reason}</span>
            </p>
          )}
        </article>
      </Card>
      <ActionDialog
        {...dialog.props()}
        title={dialog.subject === 'upheld' ? t('admin.appeals.upholdTitle') : t('admin.appeals.reverseTitle')}
        confirmLabel={dialog.subject === 'upheld' ? t('admin.appeals.uphold') : t('admin.appeals.reverse')}
        text={{
          label: t('admin.appeals.reason'),
          hint: t('admin.appeals.reasonHint'),
          field: 'reason',
          required: true,
        }}
        onConfirm={(reason) =>
          decide.mutateAsync({ id: appeal.id, outcome: dialog.subject ?? 'upheld', reason })
        }
      />
    </li>
  );
}

/** Appeals of decisions: open ones first. The operator who made a decision cannot answer its appeal. */
export function AppealsPage() {
  const { t } = useTranslation('admin');
  const list = useAdminList({}, useAppeals, () => ({}));
  return (
    <>
      <PageHeader title={t('admin.appeals.title')} description={t('admin.appeals.description')} />
      <AdminList list={list} items={list.result.data?.appeals} empty={t('admin.appeals.empty')}>
        {(appeal) => <AppealCard key={appeal.id} appeal={appeal} />}
      </AdminList>
    </>
  );
}
