import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_NUMBER_MAX, danishDay, ESCALATION_NOTE_MAX, type EscalationSubject } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useRecordEscalation } from '../api/escalations';
import { DialogFormFoot } from './ui';

type Fields = { reported_on: string; case_number: string; note: string };
const FIELDS = ['reported_on', 'case_number', 'note'] as const;

/**
 * "Reported to the police" on a safety finding or a report: the day it was reported (today by default,
 * never later), the police's case number when they gave one, and a note. The server checks each field and
 * its refusals show at the field.
 */
export function EscalateButton({
  subject,
  id,
  name,
}: {
  subject: EscalationSubject;
  id: number;
  name: string;
}) {
  const { t } = useTranslation('admin');
  const record = useRecordEscalation();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const today = danishDay(new Date());
  const blank: Fields = { reported_on: today, case_number: '', note: '' };
  const [values, setValues] = useState<Fields>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'form', string>>>({});
  // A field's value, its change and the server's refusal of it.
  const field = (name: keyof Fields) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name],
  });
  const close = () => {
    setOpen(false);
    setValues(blank);
    setErrors({});
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const res = await record.mutateAsync({ subject, subject_id: id, ...values });
      toast.success(res.message);
      close();
    } catch (err) {
      if (!(err instanceof ApiError)) return setErrors({ form: t('admin.errors.action') });
      const onFields = Object.fromEntries(FIELDS.map((f) => [f, err.errors[f]?.[0]]));
      setErrors({ ...onFields, form: FIELDS.some((f) => err.errors[f]) ? undefined : err.message });
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('admin.escalations.escalate')}
      </Button>
      <Dialog open={open} onClose={close} title={t('admin.escalations.dialogTitle', { name })}>
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-mist-300">{t('admin.escalations.dialogText')}</p>
          <TextField
            type="date"
            label={t('admin.escalations.reportedOn')}
            max={today}
            required
            {...field('reported_on')}
          />
          <TextField
            label={t('admin.escalations.caseNumber')}
            hint={t('admin.escalations.caseNumberHint')}
            maxLength={CASE_NUMBER_MAX}
            autoComplete="off"
            spellCheck={false}
            {...field('case_number')}
          />
          <TextAreaField
            label={t('admin.escalations.note')}
            hint={t('admin.escalations.noteHint')}
            maxLength={ESCALATION_NOTE_MAX}
            {...field('note')}
          />
          <DialogFormFoot
            error={errors.form}
            onCancel={close}
            pending={record.isPending}
            confirmLabel={t('admin.escalations.record')}
          />
        </form>
      </Dialog>
    </>
  );
}
