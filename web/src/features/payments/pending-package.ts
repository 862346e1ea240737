/** The package chosen before leaving for the provider; the success page sends it with the capture. */
const PENDING_PACKAGE_KEY = 'pendingPackageId';

export const rememberPendingPackage = (id: number) => sessionStorage.setItem(PENDING_PACKAGE_KEY, String(id));
export const forgetPendingPackage = () => sessionStorage.removeItem(PENDING_PACKAGE_KEY);
export function pendingPackage(): number | undefined {
  const id = Number(sessionStorage.getItem(PENDING_PACKAGE_KEY));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
