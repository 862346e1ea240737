import { useMutation } from '@tanstack/react-query';
import type {
  Pagination,
  SafetyRule,
  SafetyRuleInput,
  SafetyRuleKind,
  SafetyRuleUpdate,
} from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys, useAdminDelete, useAdminSave, useInvalidateAdmin } from './keys';
import { pagedList } from './paged-list';

/** GET admin/safety/rules?kind=&page= — the trafficking-indicator rules, by kind. */
const rulesList = pagedList<
  { page: number; kind?: SafetyRuleKind | undefined },
  { rules: SafetyRule[]; pagination: Pagination }
>('admin/safety/rules', adminKeys.safetyRules);
export const useSafetyRules = rulesList.usePage;

/** POST admin/safety/rules (new) or PATCH admin/safety/rules/:id (phrase, language, kind, on or off). */
export const useSaveSafetyRule = () =>
  useAdminSave<SafetyRuleInput | SafetyRuleUpdate, { rule: SafetyRule }>('admin/safety/rules');

/** DELETE admin/safety/rules/:id. */
export const useDeleteSafetyRule = () => useAdminDelete('admin/safety/rules');

/** POST admin/safety/:id/hold — the advert of a finding leaves every public page until it is cleared. */
export function useHoldSafetyFlag() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`admin/safety/${id}/hold`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}
