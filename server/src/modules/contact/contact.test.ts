import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@velvet/contract';
import { contactMessages } from '../../db/schema.ts';
import { appForFile, postFromFreshAddresses, readEmail } from '../../../test/helpers.ts';

const ctx = appForFile();

const post = postFromFreshAddresses(ctx, '/api/contact', '10.3.0');

describe('POST contact', () => {
  it('stores the message for admins and mails support', async () => {
    const res = await post({
      name: 'Karen',
      email: 'karen@example.test',
      service: 'Massage',
      message: 'Do you cover Odense?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: 'Thank you! Your message has been sent.', data: {} });
    const rows = await ctx.deps.database.db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Karen',
        email: 'karen@example.test',
        service: 'Massage',
        message: 'Do you cover Odense?',
        readAt: null,
      }),
    ]);
    const mail = await readEmail(ctx.app, SUPPORT_EMAIL);
    expect(mail?.subject).toBe('Contact form: Massage — Karen');
    expect(mail?.text).toContain('Email: karen@example.test');
    expect(mail?.text).toContain('Do you cover Odense?');
  });

  it('needs only name and email', async () => {
    const res = await post({ name: 'Ole', email: 'ole@example.test' }, { lang: 'da' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Tak! Din besked er sendt.');
    expect((await readEmail(ctx.app, SUPPORT_EMAIL))?.subject).toBe('Contact form: General — Ole');
  });

  it('validates with translated messages', async () => {
    const res = await post({ name: '', email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Name is required'],
      email: ['Please enter a valid email address.'],
    });
    const da = await post({ email: '', message: 'x'.repeat(5001) }, { lang: 'da' });
    expect(da.json().errors).toEqual({
      name: ['Navn er påkrævet'],
      email: ['E-mail er påkrævet'],
      message: ['Teksten er for lang.'],
    });
    expect((await post({ name: 'A', email: 'a@b' })).statusCode).toBe(422);
    const nul = await post({ name: 'A', email: 'a@b.dk', message: 'line one\nline two\u0000' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ message: ['This text contains characters that are not allowed.'] });
  });

  it('is rate limited per address with a 429 envelope', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post({ name: `N${i}`, email: 'n@example.test' }, { ip: '10.9.9.7' })).statusCode).toBe(
        201,
      );
    }
    const limited = await post({ name: 'N6', email: 'n@example.test' }, { ip: '10.9.9.7' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: false,
      message: expect.stringMatching(
        /^Too many requests\. Please try again in \d+ (seconds?|minutes?|hours?)\.$/,
      ),
    });
  });
});
