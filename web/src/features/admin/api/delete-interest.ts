import { useAdminDelete } from './keys';

/** DELETE admin/interests/:id — refused while adverts use it. */
export const useDeleteInterest = () => useAdminDelete('admin/interests');
