import type { AdminInterest, InterestInput } from '@velvet/contract';
import { useAdminSave } from './keys';

/** POST admin/interests (new) or PATCH admin/interests/:id (rename in English and Danish). */
export const useSaveInterest = () =>
  useAdminSave<InterestInput, { interest: AdminInterest }>('admin/interests');
