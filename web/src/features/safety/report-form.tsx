import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportForm,
  type ReportReceipt,
  type ReportRequest,
} from '@velvet/contract';
import { Button, SubmitButton } from '../../components/ui/button';
import { ErrorMessage, TextAreaField, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { useCreateReport } from './api/create-report';
import { formatDateTime } from '../../lib/format';

type FormValues = { reason: ReportRequest['reason'] | ''; details: string; email: string };

export function ReportForm({ guid, onDone }: { guid: string; onDone: (receipt: ReportReceipt) => void }) {
  const { t } = useTranslation('safety');
  const mutation = useCreateReport();
  const [formError, setFormError] = useState<string | null>(null);
  const legendId = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: { reason: '', details: '', email: '' },
    // The same schema the server validates with; its messages are catalogue ids.
    // Radio "nothing chosen" is '' in the form; the schema's enum turns it into 'reports.reason_required'.
    resolver: zodResolver(reportForm) as never,
  });
  const reason = watch('reason');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const receipt = await mutation.mutateAsync({
        guid,
        reason: values.reason as ReportRequest['reason'],
        details: values.details,
        email: values.email,
      });
      onDone(receipt);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field === 'reason' || field === 'details' || field === 'email')
            setError(field, { message: messages[0] });
        }
        setFormError(error.message);
      } else {
        setFormError(t('report.failed'));
      }
    }
  });

  const fieldError = (message: string | undefined) => (message ? tMessage(message) : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-mist-300">{t('report.intro')}</p>
      <fieldset aria-labelledby={legendId} aria-describedby={errors.reason ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="mb-2 text-sm font-medium text-mist-300">
          {t('report.reasonLabel')}
        </legend>
        <div className="flex flex-col gap-2">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-night-600 bg-night-950 px-3 py-2.5 has-[:checked]:border-rose-400"
            >
              <input
                type="radio"
                value={value}
                {...register('reason')}
                aria-invalid={errors.reason ? true : undefined}
                className="mt-1 accent-rose-400"
              />
              <span className="flex flex-col">
                <span className="text-sm font-semibold">{t(`reasons.${value}.label`)}</span>
                <span className="text-xs text-mist-400">{t(`reasons.${value}.hint`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id={`${legendId}-error`} role="alert" className="mt-1.5 text-sm text-red-300">
            {fieldError(errors.reason.message)}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={reason === 'other' ? t('report.detailsRequired') : t('report.details')}
        hint={t('report.detailsHint')}
        maxLength={REPORT_DETAILS_MAX}
        error={fieldError(errors.details?.message)}
        {...register('details')}
      />
      <TextField
        type="email"
        autoComplete="email"
        label={t('report.email')}
        hint={t('report.emailHint')}
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <p className="rounded-lg border border-champagne-400/40 bg-champagne-400/10 px-3 py-2 text-sm text-champagne-300">
        {t('report.emergency')}
      </p>
      <ErrorMessage message={formError} />
      <SubmitButton pending={mutation.isPending} pendingLabel={t('report.sending')}>
        {t('report.submit')}
      </SubmitButton>
    </form>
  );
}

export function Receipt({ receipt, onClose }: { receipt: ReportReceipt; onClose: () => void }) {
  const { t, i18n } = useTranslation('safety');
  const when = formatDateTime(receipt.received_at, i18n.language);
  return (
    <div className="flex flex-col gap-4" role="status">
      <p>{t('receipt.thanks')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-night-600 bg-night-950 p-4 text-sm">
        <dt className="text-mist-400">{t('receipt.reference')}</dt>
        <dd className="font-mono font-semibold text-rose-300" data-testid="report-receipt">
          {receipt.receipt}
        </dd>
        <dt className="text-mist-400">{t('receipt.received')}</dt>
        <dd>{when}</dd>
      </dl>
      <p className="text-sm text-mist-300">{t('receipt.next')}</p>
      <Button onClick={onClose}>{t('receipt.close')}</Button>
    </div>
  );
}
