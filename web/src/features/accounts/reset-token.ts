/**
 * The grant of a verified type-1 code lives in sessionStorage between the code and the new password:
 * it dies with the tab and is never in local storage beside the long-lived session.
 */
const key = (email: string) => `resetToken:${email.trim().toLowerCase()}`;

export const resetToken = {
  get: (email: string) => sessionStorage.getItem(key(email)),
  set: (email: string, token: string) => sessionStorage.setItem(key(email), token),
  clear: (email: string) => sessionStorage.removeItem(key(email)),
};
