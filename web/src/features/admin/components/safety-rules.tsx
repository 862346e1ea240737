import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  SAFETY_RULE_KINDS,
  SAFETY_RULE_PHRASE_MAX,
  type Language,
  type SafetyRule,
  type SafetyRuleKind,
} from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUrlState } from '../../../lib/url-state';
import { useDeleteSafetyRule, useSafetyRules, useSaveSafetyRule } from '../api/safety-rules';
import { ActionDialog } from './action-dialog';
import { useDialog } from './use-dialog';
import { AdminList, oneOf } from './admin-list';
import { Card, FilterTabs, Pill } from './ui';

const KIND_FILTERS = ['all', ...SAFETY_RULE_KINDS] as const;

/** Adds a rule, or edits one (`rule`): what it indicates, its language and its phrase. */
function RuleForm({ rule, onDone }: { rule?: SafetyRule; onDone?: () => void }) {
  const { t } = useTranslation('safety');
  const save = useSaveSafetyRule();
  const [kind, setKind] = useState<SafetyRuleKind | ''>(rule?.kind ?? '');
  const [language, setLanguage] = useState<Language>(rule?.language ?? 'en');
  const [phrase, setPhrase] = useState(rule?.phrase ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const res = await save.mutateAsync({
        id: rule?.id,
        values: { kind: kind as SafetyRuleKind, language, phrase },
      });
      toast.success(res.message);
      if (!rule) setPhrase('');
      onDone?.();
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]]));
        setErrors(Object.keys(fields).length ? fields : { phrase: error.message });
      } else setErrors({ phrase: t('admin.rules.failed') });
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-3 sm:grid-cols-[1fr_auto_1.5fr_auto]">
      <SelectField
        label={t('admin.rules.kind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as SafetyRuleKind | '')}
        placeholder={t('admin.rules.kindChoose')}
        options={SAFETY_RULE_KINDS.map((value) => ({ value, label: t(`admin.kinds.${value}`) }))}
        error={errors.kind}
      />
      <SelectField
        label={t('admin.rules.language')}
        value={language}
        onChange={(e) => setLanguage(e.target.value as Language)}
        options={LANGUAGES.map((value) => ({ value, label: t(`admin.rules.languages.${value}`) }))}
        error={errors.language}
      />
      <TextField
        label={t('admin.rules.phrase')}
        value={phrase}
        maxLength={SAFETY_RULE_PHRASE_MAX}
        onChange={(e) => setPhrase(e.target.value)}
        error={errors.phrase}
        lang={language}
        spellCheck={false}
      />
      <Button type="submit" className="sm:mt-7" disabled={save.isPending} aria-busy={save.isPending}>
        {rule ? t('admin.rules.save') : t('admin.rules.add')}
      </Button>
    </form>
  );
}

function RuleRow({ rule, onEdit, onDelete }: { rule: SafetyRule; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('safety');
  const save = useSaveSafetyRule();
  const toggle = async () => {
    try {
      const res = await save.mutateAsync({ id: rule.id, values: { enabled: !rule.enabled } });
      toast.success(res.message);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('admin.rules.failed'));
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-night-600 p-3 sm:flex-row sm:items-center sm:gap-3">
      <div className="min-w-0 sm:flex-1">
        <p className="break-words font-semibold" lang={rule.language}>
          {rule.phrase}
        </p>
        <p className="text-xs text-mist-400">
          {t(`admin.kinds.${rule.kind}`)} · {t(`admin.rules.languages.${rule.language}`)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {!rule.enabled && <Pill tone="warn">{t('admin.rules.off')}</Pill>}
        <Button variant="ghost" onClick={() => void toggle()} disabled={save.isPending}>
          {rule.enabled ? t('admin.rules.disable') : t('admin.rules.enable')}
        </Button>
        <Button variant="ghost" onClick={onEdit}>
          {t('admin.rules.edit')}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          {t('admin.rules.delete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The trafficking-indicator rules on the safety page: the phrases an advert's own texts are matched with
 * when it is saved, by kind, a page at a time (their page and filter in the address, beside the queue's).
 */
export function SafetyRules() {
  const { t } = useTranslation('safety');
  const { values, page, update } = useUrlState({ defaults: { rule_kind: 'all' }, pageKey: 'rules_page' });
  const kind = oneOf(KIND_FILTERS, values.rule_kind);
  const result = useSafetyRules({ page, kind: kind === 'all' ? undefined : kind });
  const remove = useDeleteSafetyRule();
  const editing = useDialog<SafetyRule>();
  const deleting = useDialog<SafetyRule>();
  return (
    <Card className="mt-8">
      <h2 className="text-lg text-mist-100">{t('admin.rules.title')}</h2>
      <p className="mt-1 text-sm text-mist-300">{t('admin.rules.text')}</p>
      <div className="mt-4">
        <RuleForm />
      </div>
      <div className="mt-6">
        <FilterTabs
          label={t('admin.rules.filter')}
          value={kind}
          onChange={(value) => update({ rule_kind: value })}
          options={KIND_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('admin.rules.all') : t(`admin.kinds.${value}`),
          }))}
        />
        <AdminList
          list={{ page, update: (changes) => update({ rules_page: changes.page }), result }}
          items={result.data?.rules}
          empty={t('admin.rules.empty')}
          showTotal
          dense
        >
          {(rule) => (
            <RuleRow
              key={rule.id}
              rule={rule}
              onEdit={() => editing.show(rule)}
              onDelete={() => deleting.show(rule)}
            />
          )}
        </AdminList>
      </div>
      <Dialog {...editing.props()} title={t('admin.rules.editTitle')} className="w-[min(94vw,48rem)]">
        {editing.subject && <RuleForm rule={editing.subject} onDone={editing.hide} />}
      </Dialog>
      <ActionDialog
        {...deleting.props()}
        danger
        title={t('admin.rules.deleteTitle', { phrase: deleting.subject?.phrase ?? '' })}
        confirmLabel={t('admin.rules.delete')}
        onConfirm={() => remove.mutateAsync(deleting.subject!.id)}
      >
        {t('admin.rules.deleteText')}
      </ActionDialog>
    </Card>
  );
}
