import { DEPOSIT_POLICY_MAX, SCREENING_LEVELS, type Screening } from '@velvet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ErrorMessage, SelectField, TextAreaField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { TitledSection } from '../../components/ui/titled-section';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSaveScreening } from './api/save-screening';

/** The two fields, for the dashboard's editor and the registration form alike: labels, choices, hints. */
export function useScreeningChoices() {
  const { t } = useTranslation('field-tools');
  return {
    title: t('editor.title'),
    screeningLabel: t('screening.label'),
    options: SCREENING_LEVELS.map((level) => ({ value: level, label: t(`screening.levels.${level}`) })),
    depositLabel: t('deposit.label'),
    depositHint: t('deposit.hint', { max: DEPOSIT_POLICY_MAX }),
    warning: t('deposit.warning'),
  };
}

/**
 * Dashboard: what screening a client goes through, and the deposit and cancellation terms. The server
 * checks both; its messages are shown on the field, and nothing is saved while one is refused.
 */
export function ScreeningEditor({
  screening,
  depositPolicy,
}: {
  screening: Screening;
  depositPolicy: string | null;
}) {
  const { t } = useTranslation('field-tools');
  const choices = useScreeningChoices();
  const save = useSaveScreening();
  const [level, setLevel] = useState<Screening>(screening);
  const [policy, setPolicy] = useState(depositPolicy ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { screening: level, deposit_policy: policy },
      {
        onSuccess: (message) => toast.success(message),
        onError: (failure) =>
          setErrors(
            failure instanceof ApiError && Object.keys(failure.errors).length
              ? failure.errors
              : { _: [failure instanceof ApiError ? failure.message : t('editor.failed')] },
          ),
      },
    );
  }

  return (
    <TitledSection title={t('editor.title')}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" data-testid="screening-editor">
        <SelectField
          label={choices.screeningLabel}
          name="screening"
          value={level}
          onChange={(e) => setLevel(e.target.value as Screening)}
          options={choices.options}
          error={errors.screening?.[0]}
          className="sm:max-w-sm"
        />
        <TextAreaField
          label={choices.depositLabel}
          name="deposit_policy"
          hint={choices.depositHint}
          value={policy}
          onChange={(e) => setPolicy(e.target.value)}
          error={errors.deposit_policy?.[0]}
        />
        <p className="text-sm text-champagne-300">{choices.warning}</p>
        <ErrorMessage message={errors._?.[0]} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            {t('editor.save')}
          </Button>
        </div>
      </form>
    </TitledSection>
  );
}
