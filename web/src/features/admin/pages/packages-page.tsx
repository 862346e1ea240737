import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { AdminPackage } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useDeletePackage } from '../api/delete-package';
import { usePackages } from '../api/list-packages';
import { useSavePackage } from '../api/save-package';
import { useSetPackageActive } from '../api/set-package-active';
import { ActionDialog } from '../components/action-dialog';
import { useDialog } from '../components/use-dialog';
import { useFormat } from '../../../lib/format';
import { Card, DialogFormFoot, PageHeader, Pill, QueryState } from '../components/ui';

type Draft = {
  title: string;
  title_da: string;
  description: string;
  description_da: string;
  price: string;
  duration_days: string;
  sort_order: string;
};

const toDraft = (p?: AdminPackage): Draft => ({
  title: p?.title ?? '',
  title_da: p?.title_da ?? '',
  description: p?.description ?? '',
  description_da: p?.description_da ?? '',
  price: p ? (p.price_cents / 100).toFixed(2) : '',
  duration_days: p ? String(p.duration_days) : '30',
  sort_order: p ? String(p.sort_order) : '0',
});

/** "12,50" or "12.50" euros → 1250 cents; anything else NaN (the server then names the field). */
const cents = (price: string) => Math.round(Number(price.replace(',', '.').trim()) * 100);

function PackageForm({ pkg, onClose }: { pkg?: AdminPackage | undefined; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSavePackage();
  const [draft, setDraft] = useState<Draft>(() => toDraft(pkg));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft({ ...draft, [key]: e.target.value }),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const res = await save.mutateAsync({
        id: pkg?.id,
        values: {
          title: draft.title,
          title_da: draft.title_da,
          description: draft.description,
          description_da: draft.description_da,
          price_cents: cents(draft.price),
          duration_days: Number(draft.duration_days),
          sort_order: Number(draft.sort_order) || 0,
        },
      });
      toast.success(res.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])));
        setFormError(error.message);
      } else setFormError(t('admin.errors.action'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {pkg && <p className="text-sm text-mist-400">{t('admin.packages.editNote')}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('admin.packages.titleEn')} error={errors.title} {...field('title')} />
        <TextField label={t('admin.packages.titleDa')} error={errors.title_da} {...field('title_da')} />
        <TextAreaField
          label={t('admin.packages.descriptionEn')}
          error={errors.description}
          {...field('description')}
        />
        <TextAreaField
          label={t('admin.packages.descriptionDa')}
          error={errors.description_da}
          {...field('description_da')}
        />
        <TextField
          label={t('admin.packages.price')}
          inputMode="decimal"
          error={errors.price_cents}
          {...field('price')}
        />
        <TextField
          label={t('admin.packages.duration')}
          type="number"
          min={1}
          error={errors.duration_days}
          {...field('duration_days')}
        />
        <TextField
          label={t('admin.packages.sortOrder')}
          type="number"
          hint={t('admin.packages.sortHint')}
          error={errors.sort_order}
          {...field('sort_order')}
        />
      </div>
      <DialogFormFoot
        error={formError}
        onCancel={onClose}
        pending={save.isPending}
        confirmLabel={t('admin.actions.save')}
      />
    </form>
  );
}

function PackageCard({ pkg, onEdit }: { pkg: AdminPackage; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const setActive = useSetPackageActive();
  const remove = useDeletePackage();
  const confirmDelete = useDialog<true>();
  const toggle = async () => {
    try {
      toast.success((await setActive.mutateAsync({ id: pkg.id, active: !pkg.active })).message);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('admin.errors.action'));
    }
  };
  return (
    <li>
      <Card className={pkg.active ? '' : 'opacity-75'}>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-sans text-base font-semibold">
            {pkg.title} <span className="font-normal text-mist-400">/ {pkg.title_da}</span>
          </h2>
          <Pill tone={pkg.active ? 'good' : 'neutral'}>
            {pkg.active ? t('admin.packages.active') : t('admin.packages.inactive')}
          </Pill>
          {pkg.locked && <Pill tone="warn">{t('admin.packages.welcome')}</Pill>}
          <span className="ml-auto text-xs text-mist-400">#{pkg.id}</span>
        </div>
        <p className="mt-2 text-lg">
          {f.money(pkg.price_cents, pkg.currency)}{' '}
          <span className="text-sm text-mist-400">
            / {t('admin.packages.days', { count: pkg.duration_days })}
          </span>
        </p>
        {pkg.description && <p className="mt-1 text-sm text-mist-300">{pkg.description}</p>}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit}>
            {t('admin.actions.edit')}
          </Button>
          {!pkg.locked && (
            <Button variant="ghost" disabled={setActive.isPending} onClick={() => void toggle()}>
              {pkg.active ? t('admin.packages.deactivate') : t('admin.packages.activate')}
            </Button>
          )}
          {!pkg.locked && !pkg.in_use && (
            <Button variant="danger" onClick={() => confirmDelete.show(true)}>
              {t('admin.actions.delete')}
            </Button>
          )}
        </div>
        {pkg.locked && <p className="mt-2 text-xs text-mist-400">{t('admin.packages.lockedHint')}</p>}
        {!pkg.locked && pkg.in_use && (
          <p className="mt-2 text-xs text-mist-400">{t('admin.packages.inUseHint')}</p>
        )}
      </Card>
      <ActionDialog
        {...confirmDelete.props()}
        danger
        title={t('admin.packages.deleteTitle', { title: pkg.title })}
        confirmLabel={t('admin.actions.delete')}
        onConfirm={() => remove.mutateAsync(pkg.id)}
      >
        {t('admin.packages.deleteText')}
      </ActionDialog>
    </li>
  );
}

export function PackagesPage() {
  const { t } = useTranslation('admin');
  const packages = usePackages();
  const editing = useDialog<AdminPackage | 'new'>();
  return (
    <>
      <PageHeader
        title={t('admin.packages.title')}
        description={t('admin.packages.description')}
        actions={<Button onClick={() => editing.show('new')}>{t('admin.packages.create')}</Button>}
      />
      <QueryState query={packages} isEmpty={packages.data?.length === 0} empty={t('admin.packages.empty')}>
        <ul className="grid gap-3 xl:grid-cols-2">
          {packages.data?.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} onEdit={() => editing.show(pkg)} />
          ))}
        </ul>
      </QueryState>
      <Dialog
        {...editing.props()}
        title={editing.subject === 'new' ? t('admin.packages.create') : t('admin.packages.editTitle')}
        className="w-[min(94vw,44rem)]"
      >
        {editing.subject !== null && (
          <PackageForm pkg={editing.subject === 'new' ? undefined : editing.subject} onClose={editing.hide} />
        )}
      </Dialog>
    </>
  );
}
