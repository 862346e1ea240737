import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSafetyFlagResponse,
  adminSafetyRuleResponse,
  adminSafetyRulesQuery,
  adminSafetyRulesResponse,
  safetyRuleInput,
  safetyRuleUpdate,
} from '@velvet/contract';
import { adminDoc, declareCall, emptyAnswer, idParams, operatorCalls } from '../../plugins/calls.ts';
import * as rules from './rules.ts';

/**
 * The operators' side of the trafficking-indicator rules (list, add, edit, disable, delete) and their hold on
 * a finding that does not hold the advert by itself, under /api/admin/safety (admin role, checked before the
 * body is read).
 */
export const safetyRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  await operatorCalls(app, '/admin/safety', (ops) => {
    declareCall(ops, {
      method: 'GET',
      url: '/rules',
      doc: adminDoc('Trafficking-indicator rules, by kind, a page at a time'),
      querystring: adminSafetyRulesQuery,
      response: adminSafetyRulesResponse,
      run: ({ query }) => rules.listRules(app.deps, query),
    });
    declareCall(ops, {
      method: 'POST',
      url: '/rules',
      doc: adminDoc('Add a trafficking-indicator rule: a phrase in English or Danish and what it indicates'),
      body: safetyRuleInput,
      response: adminSafetyRuleResponse,
      status: 201,
      message: 'safety.rule_created',
      run: async ({ accountId, body }) => ({
        rule: await rules.createRule(app.deps, { id: accountId }, body),
      }),
    });
    declareCall(ops, {
      method: 'PATCH',
      url: '/rules/:id',
      doc: adminDoc('Edit a rule: its phrase, language, kind, or whether it is matched'),
      params: idParams,
      body: safetyRuleUpdate,
      response: adminSafetyRuleResponse,
      message: 'safety.rule_saved',
      run: async ({ accountId, params, body }) => ({
        rule: await rules.updateRule(app.deps, { id: accountId }, params.id, body),
      }),
    });
    declareCall(ops, {
      method: 'DELETE',
      url: '/rules/:id',
      doc: adminDoc('Delete a rule (findings it raised keep their phrases)'),
      params: idParams,
      response: emptyAnswer,
      message: 'safety.rule_deleted',
      run: ({ accountId, params }) => rules.deleteRule(app.deps, { id: accountId }, params.id),
    });
    declareCall(ops, {
      method: 'POST',
      url: '/:id/hold',
      doc: adminDoc(
        'Hold the advert of a finding: hidden from every public answer until the finding is cleared',
      ),
      params: idParams,
      response: adminSafetyFlagResponse,
      message: 'safety.flag_held',
      run: async ({ accountId, params }) => ({
        flag: await rules.holdFlag(app.deps, { id: accountId }, params.id),
      }),
    });
  });
};
