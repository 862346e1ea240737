import { useAdminDelete } from './keys';

/** DELETE admin/catalogue/packages/:id — only packages nobody bought, never 15. */
export const useDeletePackage = () => useAdminDelete('admin/catalogue/packages');
