import { useAdminDelete } from './keys';

/** DELETE admin/adverts/:id — the advert, its data and its media files. */
export const useDeleteAdvert = () => useAdminDelete('admin/adverts');
