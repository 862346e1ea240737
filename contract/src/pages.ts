/**
 * Every page of the web app, as its router table (web/src/app/router.tsx) names them: a web test keeps the
 * two equal. The server answers each with the app and 200, anything else with the not-found page and 404,
 * so a page added to the router and not here would answer 404 on a full page load (a link in an email).
 * `/*` at the end: the page and everything below it.
 */
export const PAGE_PATHS = [
  '/',
  '/about',
  '/Adverts',
  '/details',
  '/bookAnAppointment',
  '/registrationForm',
  '/register',
  '/login',
  '/otpscreen/:email',
  '/otpscreenforget/:email',
  '/resetpassword/:email',
  '/dashboard',
  '/age-check/callback',
  '/forget',
  '/packages',
  '/success',
  '/cancel',
  '/terms',
  '/favourites',
  '/emergency-contact',
  '/privacy',
  '/admin/*',
] as const;
