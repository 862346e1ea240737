import type { AdminPackage, PackageInput } from '@velvet/contract';
import { useAdminSave } from './keys';

/** POST admin/catalogue/packages (new) or PATCH admin/catalogue/packages/:id (edit). */
export const useSavePackage = () =>
  useAdminSave<PackageInput, { package: AdminPackage }>('admin/catalogue/packages');
