/** Per-IP limits of the account routes (route `config.rateLimit`). */
export const ROUTE_LIMITS = {
  register: { max: 20, timeWindow: '10 minutes' },
  login: { max: 20, timeWindow: '1 minute' },
  sendOtp: { max: 10, timeWindow: '1 minute' },
  verifyOtp: { max: 20, timeWindow: '1 minute' },
  resetPassword: { max: 10, timeWindow: '1 minute' },
  logout: { max: 60, timeWindow: '1 minute' },
} as const;
