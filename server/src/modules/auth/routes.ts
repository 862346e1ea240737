import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  loginBody,
  loginResult,
  registerData,
  resetPasswordBody,
  sendOtpBody,
  verifyOtpBody,
  verifyOtpData,
  OTP_RESEND_LOCK_SECONDS,
} from '@velvet/contract';
import { browserSummary, signInDevice } from '../../lib/browser-summary.ts';
import { ok } from '../../lib/envelope.ts';
import { revokeToken } from '../../lib/tokens.ts';
import { resendLocked } from './codes.ts';
import { keyedLimiter } from '../../lib/keyed-limiter.ts';
import { ROUTE_LIMITS } from './rate-limits.ts';
import {
  login,
  precheckRegistration,
  register,
  REGISTRATION_UPLOAD_LIMITS,
  resetPassword,
  sendOtp,
  verifyOtp,
} from './service.ts';
import { receiveUpload } from '../../plugins/uploads.ts';

const empty = envelope(z.object({}));

/**
 * Advertiser accounts (`auth/*`, logout included): registration with photos and videos, email
 * codes, sign-in and password reset. Every route is limited per IP (route config) and, where an email
 * is named, per address as well.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  // Five digits are guessable in bulk: besides the 5-try cap per code, one address and purpose gets at
  // most 10 guesses an hour and 30 a day, however many codes it asks for and wherever the guess is sent
  // (verify-otp, or reset-password with the code itself): both routes draw on the same budget.
  const guessesHourly = keyedLimiter(app, 'code-guess-h', 10, HOUR);
  const guessesDaily = keyedLimiter(app, 'code-guess-d', 30, 24 * HOUR);
  const codeGuess = async (request: FastifyRequest, email: string, purpose: number) => {
    await guessesHourly(request, `${email}:${purpose}`);
    await guessesDaily(request, `${email}:${purpose}`);
  };
  // One code a minute per address and type, known or not: a second request answers the same 429
  // whether or not an account exists (the database's own lock per account stays behind it).
  const resendLock = keyedLimiter(app, 'send-otp-lock', 1, OTP_RESEND_LOCK_SECONDS * 1000, resendLocked);
  // Sign-in attempts count per account and client address, so a stranger guessing cannot lock the owner
  // out from elsewhere; a much higher cap per account still stops a guesser spread over many addresses.
  const loginFromAddress = keyedLimiter(app, 'login-pair', 10, 15 * MINUTE);
  const loginPerAccount = keyedLimiter(app, 'login', 100, 15 * MINUTE);
  const sendHourly = keyedLimiter(app, 'send-otp', 5, HOUR);
  const perEmail = {
    register: keyedLimiter(app, 'register', 10, HOUR),
    login: async (request: FastifyRequest, email: string) => {
      await loginFromAddress(request, `${email}|${request.ip}`);
      await loginPerAccount(request, email);
    },
    sendOtp: async (request: FastifyRequest, email: string, purpose: number) => {
      await resendLock(request, `${email}:${purpose}`);
      await sendHourly(request, `${email}:${purpose}`);
    },
    resetPassword: keyedLimiter(app, 'reset-password', 10, HOUR),
  };
  app.post(
    '/auth/register',
    {
      config: { rateLimit: ROUTE_LIMITS.register },
      schema: {
        tags: ['auth'],
        summary: 'Create an advertiser account (multipart); answers data.id and emails a type-0 code',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(registerData) },
      },
    },
    async (request, reply) => {
      // The per-address limit and the field check come before any file is processed.
      const upload = await receiveUpload(request, app.deps, REGISTRATION_UPLOAD_LIMITS, async (fields) => {
        const email = fields.email;
        if (typeof email === 'string' && email.trim()) await perEmail.register(request, email.trim());
        return precheckRegistration(app.deps, fields);
      });
      const data = await register(app.deps, request.lang, upload);
      return reply.code(201).send(ok(request.lang, data, 'accounts.registered'));
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: ROUTE_LIMITS.login, keepsAnswers: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; with two-factor sign-in on, answers data.two_factor_required and a challenge for POST auth/2fa instead of a token',
        body: loginBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request) => {
      await perEmail.login(request, request.body.email);
      const data = await login(
        app.deps,
        request.lang,
        request.body.email,
        request.body.password,
        signInDevice(request),
      );
      if ('two_factor_required' in data) return ok(request.lang, data, 'security.two_factor_required');
      return ok(request.lang, data, 'accounts.logged_in');
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { rateLimit: ROUTE_LIMITS.logout, keepsAnswers: true },
      // Before body validation: without a token the answer is 401, whatever the body.
      onRequest: app.requireAccount,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: empty } },
    },
    async (request) => {
      await revokeToken(app.deps.database.db, request.bearerToken!);
      return ok(request.lang, {}, 'accounts.logged_out');
    },
  );

  app.post(
    '/auth/send-otp',
    {
      config: { rateLimit: ROUTE_LIMITS.sendOtp, keepsAnswers: true },
      schema: { tags: ['auth'], body: sendOtpBody, response: { 200: empty } },
    },
    async (request) => {
      await perEmail.sendOtp(request, request.body.email, request.body.type);
      await sendOtp(app.deps, request.lang, request.body.email, request.body.type);
      return ok(request.lang, {}, 'accounts.otp_sent');
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      config: { rateLimit: ROUTE_LIMITS.verifyOtp },
      schema: { tags: ['auth'], body: verifyOtpBody, response: { 200: envelope(verifyOtpData) } },
    },
    async (request) => {
      await codeGuess(request, request.body.email, request.body.type);
      const data = await verifyOtp(app.deps, request.body.email, request.body.otp, request.body.type);
      return ok(request.lang, data, 'accounts.otp_verified');
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: ROUTE_LIMITS.resetPassword },
      schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: empty } },
    },
    async (request) => {
      await perEmail.resetPassword(request, request.body.email);
      // A reset sent with the code itself is a guess like any other.
      if (!request.body.reset_token && request.body.otp) await codeGuess(request, request.body.email, 1);
      await resetPassword(app.deps, {
        email: request.body.email,
        password: request.body.password,
        resetToken: request.body.reset_token,
        otp: request.body.otp,
        browser: browserSummary(request.headers['user-agent']),
      });
      return ok(request.lang, {}, 'accounts.password_reset');
    },
  );
};

export default routes;
