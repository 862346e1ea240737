import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { messagesLoaded } from '../lib/i18n';
import { ErrorPage } from './error-page';
import { Layout } from './layout';
import NotFoundPage from './not-found-page';

/**
 * Each page is its own chunk: the home page never downloads the others. Pages with forms
 * render contract messages (tMessage) straight away, so their chunk waits for that namespace too;
 * the browsing pages, the advert page whose forms open on a tap and the registration page whose
 * schemas arrive with the first interaction (lib/lazy-resolver.ts) leave it to that interaction.
 */
const page = (
  load: () => Promise<{ default: ComponentType }>,
  withMessages = true,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), withMessages ? messagesLoaded() : undefined]);
    return { Component: module.default };
  },
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    // Shown for the moment the first page's chunk loads (the router waits for lazy routes on start).
    hydrateFallbackElement: <div className="min-h-dvh bg-night-900" aria-busy="true" />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, ...page(() => import('../features/catalogue/home-page'), false) },
          { path: 'about', ...page(() => import('../features/catalogue/about-page'), false) },
          { path: 'Adverts', ...page(() => import('../features/catalogue/adverts-page'), false) },
          { path: 'details', ...page(() => import('../features/catalogue/advert-page'), false) },
          { path: 'bookAnAppointment', ...page(() => import('../features/catalogue/booking-page')) },
          {
            path: 'registrationForm',
            ...page(() => import('../features/accounts/registration-page'), false),
          },
          { path: 'register', ...page(() => import('../features/accounts/register-teaser-page')) },
          { path: 'login', ...page(() => import('../features/accounts/login-page')) },
          { path: 'otpscreen/:email', ...page(() => import('../features/accounts/otp-page')) },
          { path: 'otpscreenforget/:email', ...page(() => import('../features/accounts/forgot-otp-page')) },
          { path: 'resetpassword/:email', ...page(() => import('../features/accounts/reset-password-page')) },
          { path: 'dashboard', ...page(() => import('../features/accounts/dashboard-page')) },
          {
            path: 'age-check/callback',
            ...page(() => import('../features/age-check/age-check-callback-page')),
          },
          { path: 'forget', ...page(() => import('../features/accounts/forgot-page')) },
          { path: 'packages', ...page(() => import('../features/payments/packages-page')) },
          { path: 'success', ...page(() => import('../features/payments/success-page')) },
          { path: 'cancel', ...page(() => import('../features/payments/cancel-page')) },
          { path: 'terms', ...page(() => import('../features/safety/terms-page')) },
          { path: 'favourites', ...page(() => import('../features/favourites/favourites-page'), false) },
          {
            path: 'emergency-contact',
            ...page(() => import('../features/advertiser-tools/contact-confirm-page')),
          },
          { path: 'privacy', ...page(() => import('../features/safety/privacy-page')) },
          { path: 'admin/*', ...page(() => import('../features/admin/admin-page')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
