import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { danishDay, translate } from '@velvet/contract';
import { auditLog, escalations, reports, safetyFlags } from '../../../db/schema.ts';
import { issueToken } from '../../../lib/tokens.ts';
import { makeAdmin, makeAdvertiser } from '../../../../test/factories.ts';
import { appForFile, expectFieldErrors } from '../../../../test/helpers.ts';

const ctx = appForFile();
const db = () => ctx.deps.database.db;

async function bearer(account: { id: number }) {
  return { authorization: `Bearer ${await issueToken(db(), account.id)}` };
}
const operator = async () => bearer(await makeAdmin(db(), { name: 'Olga Operator' }));
const post = (url: string, headers: Record<string, string>, payload: object, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': lang }, payload });
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

async function aFlag() {
  const advert = await makeAdvertiser(db(), { name: 'Flagged Advert' });
  const [flag] = await db()
    .insert(safetyFlags)
    .values({ advertiserId: advert.id, reason: 'duplicate_photo', distance: 4, holds: true })
    .returning();
  return { advert, flag: flag! };
}
async function aReport() {
  const advert = await makeAdvertiser(db(), { name: 'Reported Advert' });
  const [report] = await db()
    .insert(reports)
    .values({ advertiserId: advert.id, reason: 'trafficking', details: 'Someone else answers the phone.' })
    .returning();
  return { advert, report: report! };
}
const en = (key: string) => translate('en', key);
const dayBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('escalations', () => {
  it('records a safety finding reported to the police, audits it, lists it open, and closes it with a note (audited)', async () => {
    const ops = await operator();
    const { advert, flag } = await aFlag();
    const reportedOn = dayBefore(danishDay(new Date()), 1);
    const recorded = await post('/api/admin/escalations', ops, {
      subject: 'safety_flag',
      subject_id: flag.id,
      reported_on: reportedOn,
      case_number: '0100-12345-00042-26',
      note: '  Called 114; they asked for the photos.  ',
    });
    expect(recorded.statusCode).toBe(201);
    const { escalation } = recorded.json().data;
    expect(escalation).toMatchObject({
      subject: 'safety_flag',
      subject_id: flag.id,
      advert: { id: advert.id, name: 'Flagged Advert' },
      reported_on: reportedOn,
      case_number: '0100-12345-00042-26',
      note: 'Called 114; they asked for the photos.',
      created_by: 'Olga Operator',
      closed_at: null,
    });
    expect(recorded.json().message).toBe(translate('en', 'escalations.recorded'));

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'escalation.record'), eq(auditLog.targetId, String(escalation.id))));
    expect(audit).toMatchObject({
      targetType: 'escalation',
      after: { subject: 'safety_flag', subject_id: flag.id, case_number: '0100-12345-00042-26' },
    });

    const open = await get('/api/admin/escalations', ops);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.escalations.map((e: { id: number }) => e.id)).toContain(escalation.id);

    const noNote = await post(`/api/admin/escalations/${escalation.id}/close`, ops, { note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expectFieldErrors(noNote, { note: [en('escalations.close_note_required')] });

    const note = 'Police closed the case.';
    const closed = await post(`/api/admin/escalations/${escalation.id}/close`, ops, { note });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.escalation).toMatchObject({ close_note: note, closed_by: 'Olga Operator' });
    expect(closed.json().data.escalation.closed_at).not.toBeNull();
    const [closing] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'escalation.close'), eq(auditLog.targetId, String(escalation.id))));
    expect(closing).toMatchObject({ after: { close_note: 'Police closed the case.' } });

    const again = await post(`/api/admin/escalations/${escalation.id}/close`, ops, { note: 'Twice' });
    expect(again.statusCode).toBe(409);
    const afterClose = await get('/api/admin/escalations', ops);
    expect(afterClose.json().data.escalations.map((e: { id: number }) => e.id)).not.toContain(escalation.id);
    const closedList = await get('/api/admin/escalations?status=closed', ops);
    expect(closedList.json().data.escalations.map((e: { id: number }) => e.id)).toContain(escalation.id);
  });

  it('records a report reported to the police without a case number, today', async () => {
    const ops = await operator();
    const { advert, report } = await aReport();
    const res = await post('/api/admin/escalations', ops, {
      subject: 'report',
      subject_id: report.id,
      reported_on: danishDay(new Date()),
      case_number: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.escalation).toMatchObject({
      subject: 'report',
      subject_id: report.id,
      advert: { id: advert.id },
      case_number: null,
      note: '',
    });
    const [row] = await db().select().from(escalations).where(eq(escalations.reportId, report.id));
    expect(row).toMatchObject({ subject: 'report', safetyFlagId: null, advertiserId: advert.id });
  });

  it('refuses a date in the future, a malformed case number, an overlong note and a subject that does not exist, in the reader’s language', async () => {
    const ops = await operator();
    const { flag } = await aFlag();
    const tomorrow = dayBefore(danishDay(new Date()), -1);
    const bad = await post(
      '/api/admin/escalations',
      ops,
      {
        subject: 'safety_flag',
        subject_id: flag.id,
        reported_on: tomorrow,
        case_number: 'DROP TABLE;--',
        note: 'x'.repeat(2001),
      },
      'da',
    );
    expect(bad.statusCode).toBe(422);
    expectFieldErrors(bad, {
      reported_on: [translate('da', 'escalations.date_future')],
      case_number: [translate('da', 'escalations.case_number_invalid')],
      note: [translate('da', 'escalations.note_too_long')],
    });
    for (const caseNumber of ['ab', 'x'.repeat(41), '12--34', ' -1234']) {
      const res = await post('/api/admin/escalations', ops, {
        subject: 'safety_flag',
        subject_id: flag.id,
        reported_on: danishDay(new Date()),
        case_number: caseNumber,
      });
      expect(res.statusCode, caseNumber).toBe(422);
    }
    const notADay = await post('/api/admin/escalations', ops, {
      subject: 'safety_flag',
      subject_id: flag.id,
      reported_on: '2026-02-30',
    });
    expectFieldErrors(notADay, { reported_on: [en('escalations.date_invalid')] });
    const missing = await post('/api/admin/escalations', ops, {
      subject: 'report',
      subject_id: 2_000_000_000,
      reported_on: danishDay(new Date()),
    });
    expect(missing.statusCode).toBe(404);
    expectFieldErrors(missing, { subject_id: [en('escalations.subject_not_found')] });
    expect(await db().$count(escalations, eq(escalations.safetyFlagId, flag.id))).toBe(0);
  });

  it('answers 401 without a token and 403 to an advertiser, before reading the body', async () => {
    const { flag } = await aFlag();
    const body = { subject: 'safety_flag', subject_id: flag.id, reported_on: danishDay(new Date()) };
    expect((await post('/api/admin/escalations', {}, body)).statusCode).toBe(401);
    const advertiser = await bearer(await makeAdvertiser(db()));
    expect((await post('/api/admin/escalations', advertiser, body)).statusCode).toBe(403);
    expect((await post('/api/admin/escalations', advertiser, {})).statusCode).toBe(403);
    expect((await get('/api/admin/escalations', advertiser)).statusCode).toBe(403);
    expect((await post('/api/admin/escalations/1/close', advertiser, { note: 'x' })).statusCode).toBe(403);
  });
});
