import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { AdminInterest } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useDeleteInterest } from '../api/delete-interest';
import { useAdminInterests } from '../api/list-interests';
import { useSaveInterest } from '../api/save-interest';
import { ActionDialog } from '../components/action-dialog';
import { useDialog } from '../components/use-dialog';
import { Card, PageHeader, QueryState } from '../components/ui';

function InterestForm({ interest, onDone }: { interest?: AdminInterest | undefined; onDone?: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveInterest();
  const [nameEn, setNameEn] = useState(interest?.name_en ?? '');
  const [nameDa, setNameDa] = useState(interest?.name_da ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const res = await save.mutateAsync({ id: interest?.id, values: { name_en: nameEn, name_da: nameDa } });
      toast.success(res.message);
      if (!interest) {
        setNameEn('');
        setNameDa('');
      }
      onDone?.();
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? '']));
        setErrors(Object.keys(fields).length ? fields : { name_en: error.message });
      } else setErrors({ name_en: t('admin.errors.action') });
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
      <TextField
        label={t('admin.interests.nameEn')}
        value={nameEn}
        onChange={(e) => setNameEn(e.target.value)}
        error={errors.name_en}
      />
      <TextField
        label={t('admin.interests.nameDa')}
        value={nameDa}
        onChange={(e) => setNameDa(e.target.value)}
        error={errors.name_da}
      />
      <Button type="submit" className="sm:mt-7" disabled={save.isPending}>
        {interest ? t('admin.actions.save') : t('admin.interests.add')}
      </Button>
    </form>
  );
}

export function InterestsPage() {
  const { t } = useTranslation('admin');
  const interests = useAdminInterests();
  const remove = useDeleteInterest();
  const renaming = useDialog<AdminInterest>();
  const deleting = useDialog<AdminInterest>();
  return (
    <>
      <PageHeader title={t('admin.interests.title')} description={t('admin.interests.description')} />
      <Card className="mb-4">
        <h2 className="mb-3 text-lg">{t('admin.interests.create')}</h2>
        <InterestForm />
      </Card>
      <QueryState query={interests} isEmpty={interests.data?.length === 0} empty={t('admin.interests.empty')}>
        <ul className="flex flex-col divide-y divide-night-700 rounded-2xl border border-night-600 bg-night-800/70">
          {interests.data?.map((interest) => (
            <li key={interest.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{interest.name_en}</p>
                <p className="text-sm text-mist-400" lang="da">
                  {interest.name_da}
                </p>
              </div>
              <span className="text-xs text-mist-400">
                {t('admin.interests.used', { count: interest.adverts })}
              </span>
              <Button variant="ghost" onClick={() => renaming.show(interest)}>
                {t('admin.interests.rename')}
              </Button>
              <Button
                variant="danger"
                disabled={interest.adverts > 0}
                title={interest.adverts > 0 ? t('admin.interests.inUseHint') : undefined}
                onClick={() => deleting.show(interest)}
              >
                {t('admin.actions.delete')}
              </Button>
            </li>
          ))}
        </ul>
      </QueryState>
      <Dialog {...renaming.props()} title={t('admin.interests.renameTitle')} className="w-[min(94vw,40rem)]">
        {renaming.subject && <InterestForm interest={renaming.subject} onDone={renaming.hide} />}
      </Dialog>
      <ActionDialog
        {...deleting.props()}
        danger
        title={t('admin.interests.deleteTitle', { name: deleting.subject?.name_en ?? '' })}
        confirmLabel={t('admin.actions.delete')}
        onConfirm={() => remove.mutateAsync(deleting.subject!.id)}
      >
        {t('admin.interests.deleteText')}
      </ActionDialog>
    </>
  );
}
