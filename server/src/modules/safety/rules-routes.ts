import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSafetyFlagResponse,
  adminSafetyRuleResponse,
  adminSafetyRulesQuery,
  adminSafetyRulesResponse,
  envelope,
  safetyRuleInput,
  safetyRuleUpdate,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import * as rules from './rules.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const admin = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/**
 * The operators' side of the trafficking-indicator rules (list, add, edit, disable, delete) and their hold on
 * a finding that does not hold the advert by itself, under /api/admin/safety (admin role, checked before the
 * body is read).
 */
export const safetyRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (scope) => {
      const ops = scope.withTypeProvider<ZodTypeProvider>();
      ops.addHook('onRequest', ops.requireAdmin);
      const actor = (request: { account: { id: number } | null }) => ({ id: request.account!.id });
      ops.get(
        '/rules',
        {
          schema: {
            ...admin('Trafficking-indicator rules, by kind, a page at a time'),
            querystring: adminSafetyRulesQuery,
            response: { 200: adminSafetyRulesResponse },
          },
        },
        async (request) => ok(request.lang, await rules.listRules(app.deps, request.query)),
      );
      ops.post(
        '/rules',
        {
          schema: {
            ...admin('Add a trafficking-indicator rule: a phrase in English or Danish and what it indicates'),
            body: safetyRuleInput,
            response: { 201: adminSafetyRuleResponse },
          },
        },
        async (request, reply) =>
          reply
            .code(201)
            .send(
              ok(
                request.lang,
                { rule: await rules.createRule(app.deps, actor(request), request.body) },
                'safety.rule_created',
              ),
            ),
      );
      ops.patch(
        '/rules/:id',
        {
          schema: {
            ...admin('Edit a rule: its phrase, language, kind, or whether it is matched'),
            params: idParams,
            body: safetyRuleUpdate,
            response: { 200: adminSafetyRuleResponse },
          },
        },
        async (request) =>
          ok(
            request.lang,
            { rule: await rules.updateRule(app.deps, actor(request), request.params.id, request.body) },
            'safety.rule_saved',
          ),
      );
      ops.delete(
        '/rules/:id',
        {
          schema: {
            ...admin('Delete a rule (findings it raised keep their phrases)'),
            params: idParams,
            response: { 200: envelope(z.object({})) },
          },
        },
        async (request) => {
          await rules.deleteRule(app.deps, actor(request), request.params.id);
          return ok(request.lang, {}, 'safety.rule_deleted');
        },
      );
      ops.post(
        '/:id/hold',
        {
          schema: {
            ...admin(
              'Hold the advert of a finding: hidden from every public answer until the finding is cleared',
            ),
            params: idParams,
            response: { 200: adminSafetyFlagResponse },
          },
        },
        async (request) =>
          ok(
            request.lang,
            { flag: await rules.holdFlag(app.deps, actor(request), request.params.id) },
            'safety.flag_held',
          ),
      );
    },
    { prefix: '/admin/safety' },
  );
};
