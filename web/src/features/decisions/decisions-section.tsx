import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from '@velvet/contract';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/field';
import { TitledSection } from '../../components/ui/titled-section';
import { TextLink } from '../../components/ui/text-link';
import { ApiError } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { tMessage } from '../../lib/i18n';
import { useAccountDecisions, useAppeal } from './api/decisions';

/**
 * The dashboard's "Decisions": every restriction of the advert and every lifting of one, with why, by what
 * means, under which clause of the terms, and how to contest it; a restriction can be appealed from here.
 */
export function DecisionsSection() {
  const { t } = useTranslation('decisions');
  const decisions = useAccountDecisions();
  return (
    <TitledSection id="decisions-title" title={t('title')}>
      <p className="mt-1 text-sm text-mist-300">{t('intro')}</p>
      {decisions.isPending && <p className="mt-4 text-sm text-mist-400">{t('loading')}</p>}
      {decisions.isError && (
        <p role="alert" className="mt-4 text-sm text-red-300">
          {t('loadFailed')}
        </p>
      )}
      {decisions.data?.decisions.length === 0 && <p className="mt-4 text-sm text-mist-400">{t('empty')}</p>}
      <ol className="mt-4 flex flex-col gap-4">
        {decisions.data?.decisions.map((decision) => (
          <DecisionCard key={decision.id} decision={decision} />
        ))}
      </ol>
    </TitledSection>
  );
}

function DecisionCard({ decision }: { decision: Decision }) {
  const { t } = useTranslation('decisions');
  const f = useFormat();
  const titleId = `decision-${decision.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-xl border border-night-600 bg-night-900/60 p-4 text-sm"
        data-testid="decision"
      >
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 id={titleId} className="font-sans text-base font-semibold text-mist-100">
            {tMessage(`decisions.restriction.${decision.restriction}`)}
          </h3>
          <span className="font-mono text-xs text-mist-400">{decision.reference}</span>
          <span className="text-xs text-mist-400">{f.dateTime(decision.created_at)}</span>
        </div>
        <dl className="mt-3 grid gap-2 sm:grid-cols-[9rem_1fr]">
          <dt className="text-mist-400">{t('scope')}</dt>
          <dd>{decision.scope}</dd>
          <dt className="text-mist-400">{t('why')}</dt>
          <dd>{decision.facts}</dd>
          <dt className="text-mist-400">{t('how')}</dt>
          <dd>
            {tMessage(decision.automated_detection ? 'decisions.detected_auto' : 'decisions.detected_person')}{' '}
            {tMessage(decision.automated_decision ? 'decisions.decided_auto' : 'decisions.decided_person')}
          </dd>
          <dt className="text-mist-400">{t('ground')}</dt>
          <dd>
            <TextLink to={`/terms#clause-${decision.clause.replace('.', '-')}`}>
              {t('clause', { clause: decision.clause })}
            </TextLink>
            <blockquote className="mt-1 border-l-2 border-night-600 pl-3 text-mist-300">
              {decision.clause_text}
            </blockquote>
          </dd>
          <dt className="text-mist-400">{t('redress')}</dt>
          <dd>
            <ul className="list-disc pl-5 text-mist-300">
              {decision.redress.map((route) => (
                <li key={route}>{route}</li>
              ))}
            </ul>
          </dd>
        </dl>
        <AppealPart decision={decision} />
      </article>
    </li>
  );
}

function AppealPart({ decision }: { decision: Decision }) {
  const { t } = useTranslation('decisions');
  const f = useFormat();
  const appeal = useAppeal();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (decision.appeal) {
    const a = decision.appeal;
    return (
      <div className="mt-3 rounded-lg bg-night-800/80 p-3" role="status">
        <p className="font-semibold">
          {t(`appealStatus.${a.status}`)}{' '}
          <span className="font-normal text-mist-400">{f.dateTime(a.decided_at ?? a.created_at)}</span>
        </p>
        <p className="mt-1 whitespace-pre-line text-mist-300">{t('yourAppeal', { text: a.text })}</p>
        {a.reason && <p className="mt-1 whitespace-pre-line">{t('answer', { reason: a.reason })}</p>}
      </div>
    );
  }
  if (!decision.appeal_until || new Date(decision.appeal_until).getTime() < Date.now()) return null;
  if (!open) {
    return (
      <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
        {t('appeal')}
      </Button>
    );
  }
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await appeal.mutateAsync({ id: decision.id, text });
      setOpen(false);
    } catch (err) {
      setError(err instanceof ApiError ? (err.errors.text?.[0] ?? err.message) : t('sendFailed'));
    }
  };
  return (
    <form className="mt-3 flex flex-col gap-2" onSubmit={(e) => void send(e)}>
      <TextAreaField
        label={t('appealLabel')}
        hint={t('appealHint')}
        error={error}
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={appeal.isPending}>
          {t('send')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
