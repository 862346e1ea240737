import { SUPPORT_EMAIL, type Language } from '@velvet/contract';
import { describe, expect, it } from 'vitest';
import { securityNoticeEmail } from './account-security.ts';
import { bookingEmail, type BookingEmailInput } from './booking.ts';
import { contactEmail } from './contact.ts';
import { otpEmail } from './otp.ts';
import { paymentReceiptEmail } from './payment-receipt.ts';
import { paymentReversalEmail } from './payment-reversal.ts';
import { reportOutcomeEmail } from './report-outcome.ts';
import { reportUrgentEmail } from './report-urgent.ts';
import type { RenderedEmail } from './layout.ts';

/*
 * Every email rendered with fixed inputs. The snapshot file holds the exact subject, text and HTML of
 * each; the assertions beside it name the texts a reader must find, so a change to the wording shows
 * up as a failing line and not only as a snapshot diff.
 */

const langs: Language[] = ['en', 'da'];

/** Both parts carry the text: the plain part verbatim, the HTML part escaped. */
function expectIn(mail: RenderedEmail, ...texts: string[]) {
  for (const t of texts) {
    expect(mail.text, t).toContain(t);
    expect(mail.html, t).toContain(
      t
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;'),
    );
  }
}

const booking: BookingEmailInput = {
  advertName: 'Sofie',
  firstName: 'Jens',
  lastName: 'Hansen',
  contactNumber: '+45 12 34 56 78',
  email: 'jens@example.com',
  address: 'Nørregade 1',
  address2: '2. th.',
  postalCode: '1165',
  city: 'København K',
  country: 'Denmark',
  age: 42,
  details: 'Dinner first, <b>please</b>.',
  visit: 'outcall',
  preferredAt: new Date('2026-12-24T18:30:00Z'),
  durationMinutes: 120,
};

describe('one-time code email', () => {
  const texts = {
    en: {
      0: ['Your Velvet verification code', 'Welcome to Velvet. Use this code to confirm your email address:'],
      1: ['Your Velvet password reset code', 'Use this code to reset your Velvet password:'],
      validity: 'The code is valid for 10 minutes and can be used once.',
      foot: 'This email was sent by Velvet.',
    },
    da: {
      0: [
        'Din bekræftelseskode til Velvet',
        'Velkommen til Velvet. Brug denne kode til at bekræfte din e-mailadresse:',
      ],
      1: [
        'Din kode til nulstilling af adgangskode hos Velvet',
        'Brug denne kode til at nulstille din adgangskode hos Velvet:',
      ],
      validity: 'Koden er gyldig i 10 minutter og kan bruges én gang.',
      foot: 'Denne e-mail er sendt af Velvet.',
    },
  } as const;
  for (const lang of langs) {
    for (const purpose of [0, 1] as const) {
      it(`${lang}, purpose ${purpose}`, () => {
        const mail = otpEmail(lang, purpose, '04217');
        const [subject, intro] = texts[lang][purpose];
        expect(mail.subject).toBe(subject);
        expectIn(mail, intro, '04217', texts[lang].validity, texts[lang].foot);
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail).toMatchSnapshot();
      });
    }
  }
});

describe('payment receipt email', () => {
  const data = {
    name: 'Sofie',
    packageName: 'Standard',
    amountCents: 4900,
    currency: 'EUR',
    transactionId: 'PAY-123',
    validUntil: new Date('2027-01-31T12:00:00Z'),
  };
  it.each([
    [
      'en',
      'Your Velvet payment receipt',
      [
        'Hello Sofie,',
        'Thank you for your payment. Your package is active and your advert shows the Validated badge.',
        'Package: Standard\nAmount: €49.00\nTransaction id: PAY-123\nValid until: 31 January 2027',
        'Keep this email as your receipt.',
      ],
    ],
    [
      'da',
      'Din kvittering fra Velvet',
      [
        'Hej Sofie,',
        'Tak for din betaling. Din pakke er aktiv, og din annonce viser mærket Valideret.',
        'Pakke: Standard\nBeløb: 49,00\u00a0€\nTransaktions-id: PAY-123\nGyldig til: 31. januar 2027',
        'Gem denne e-mail som din kvittering.',
      ],
    ],
  ] as const)('%s', (lang, subject, texts) => {
    const mail = paymentReceiptEmail(lang, data);
    expect(mail.subject).toBe(subject);
    expectIn(mail, ...texts);
    expect(mail).toMatchSnapshot();
  });
});

describe('payment reversal email', () => {
  const base = {
    name: 'Sofie',
    packageName: 'Premium',
    amountCents: 9900,
    currency: 'EUR',
    transactionId: 'PAY-9',
    now: new Date('2026-12-01T12:00:00Z'),
  };
  const texts = {
    en: {
      subject: {
        refund: 'Your Velvet payment was refunded',
        chargeback: 'A chargeback on your Velvet payment',
      },
      what: {
        refund:
          'Your payment of €99.00 for the Premium package was refunded. The package period it paid for has ended.',
        chargeback:
          'Your bank reversed your payment of €99.00 for the Premium package (a chargeback). The package period it paid for has ended.',
      },
      hello: 'Hello Sofie,',
      transaction: 'Transaction id: PAY-9',
      until:
        'Your advert keeps the Validated badge until 15 December 2026, from other packages you paid for.',
      noBadge:
        'Your advert no longer shows the Validated badge. You can buy a package again on the Packages page.',
      help: `If you did not expect this, reply to this email or write to ${SUPPORT_EMAIL}.`,
    },
    da: {
      subject: {
        refund: 'Din betaling til Velvet er refunderet',
        chargeback: 'Din betaling til Velvet er tilbageført',
      },
      what: {
        refund:
          'Din betaling på 99,00\u00a0€ for pakken Premium er refunderet. Den periode, betalingen dækkede, er afsluttet.',
        chargeback:
          'Din bank har tilbageført din betaling på 99,00\u00a0€ for pakken Premium (chargeback). Den periode, betalingen dækkede, er afsluttet.',
      },
      hello: 'Hej Sofie,',
      transaction: 'Transaktions-id: PAY-9',
      until:
        'Din annonce beholder mærket Valideret til 15. december 2026 fra andre pakker, du har betalt for.',
      noBadge: 'Din annonce viser ikke længere mærket Valideret. Du kan købe en pakke igen på siden Pakker.',
      help: `Hvis du ikke havde ventet dette, så svar på denne e-mail eller skriv til ${SUPPORT_EMAIL}.`,
    },
  } as const;
  for (const lang of langs) {
    for (const kind of ['refund', 'chargeback'] as const) {
      it(`${lang}, ${kind}, with another package still running`, () => {
        const mail = paymentReversalEmail(lang, {
          ...base,
          kind,
          packageUntil: new Date('2026-12-15T10:00:00Z'),
        });
        const t = texts[lang];
        expect(mail.subject).toBe(t.subject[kind]);
        expectIn(mail, t.hello, t.what[kind], t.transaction, t.until, t.help);
        expect(mail.text).not.toContain(t.noBadge);
        expect(mail).toMatchSnapshot();
      });
    }
    it(`${lang}, refund, no paid period left`, () => {
      const ended = paymentReversalEmail(lang, { ...base, kind: 'refund', packageUntil: null });
      const past = paymentReversalEmail(lang, {
        ...base,
        kind: 'refund',
        packageUntil: new Date('2026-11-01T00:00:00Z'),
      });
      expectIn(ended, texts[lang].noBadge);
      expect(past).toEqual(ended);
      expect(ended).toMatchSnapshot();
    });
  }
});

describe('booking request email (Danish, then English)', () => {
  it('lists every given field in both languages and escapes the visitor text', () => {
    const mail = bookingEmail(booking);
    expect(mail.subject).toBe('Ny bookingforespørgsel / New booking request — Jens Hansen');
    expectIn(
      mail,
      'Hej Sofie,',
      'Du har fået en ny bookingforespørgsel via din annonce på Velvet.',
      'Ønsket tid: torsdag den 24. december 2026 kl. 19.30',
      'Varighed: 120 minutter',
      'Type: Outcall (hos kunden)',
      'Postnummer og by: 1165 København K',
      'Detaljer:\nDinner first, <b>please</b>.',
      'Svar kunden direkte på telefon eller e-mail. Kunden har ikke fået din e-mailadresse fra os.',
      '— English —',
      'Hello Sofie,',
      'You have a new booking request through your advert on Velvet.',
      'Preferred time: Thursday, 24 December 2026 at 19:30',
      'Duration: 120 minutes',
      "Visit: Outcall (at the client's address)",
      'Postal code and city: 1165 København K',
      'Reply to the client directly by phone or email. We have not given the client your email address.',
      'Denne e-mail er sendt af Velvet. / This email was sent by Velvet.',
    );
    expect(mail.html).toContain('<html lang="da">');
    expect(mail.html).not.toContain('<b>please</b>');
    expect(mail).toMatchSnapshot();
  });
  it('leaves out what the visitor did not give', () => {
    const mail = bookingEmail({
      ...booking,
      address2: '',
      details: '',
      preferredAt: null,
      durationMinutes: null,
      visit: 'incall',
    });
    expectIn(mail, 'Type: Incall (hos dig)', 'Visit: Incall (at your place)');
    for (const gone of [
      'Ønsket tid',
      'Varighed',
      'Adresse 2',
      'Detaljer',
      'Preferred time',
      'Duration',
      'Details',
    ])
      expect(mail.text).not.toContain(gone);
    expect(mail).toMatchSnapshot();
  });
});

describe('contact form email (English, for support)', () => {
  it('with a service and a message', () => {
    const mail = contactEmail({
      name: 'Ida',
      email: 'ida@example.com',
      service: 'Massage',
      message: 'Hi & bye',
    });
    expect(mail.subject).toBe('Contact form: Massage — Ida');
    expectIn(
      mail,
      'A visitor sent a message through the contact form on the home page.',
      'Name: Ida\nEmail: ida@example.com\nService: Massage',
      'Message:\nHi & bye',
      'It is also listed in the back office under contact messages.',
      'This email was sent by Velvet.',
    );
    expect(mail).toMatchSnapshot();
  });
  it('without them', () => {
    const mail = contactEmail({ name: 'Ida', email: 'ida@example.com', service: '', message: '' });
    expect(mail.subject).toBe('Contact form: General — Ida');
    expectIn(mail, 'Service: —', 'No message was written.');
    expect(mail).toMatchSnapshot();
  });
});

describe('report outcome email (Danish, then English)', () => {
  for (const outcome of ['resolved', 'dismissed'] as const) {
    it(outcome, () => {
      const mail = reportOutcomeEmail({
        receipt: 'R-7K2Q',
        outcome,
        note: 'Photos removed.',
        automated: false,
      });
      expect(mail.subject).toBe('Din anmeldelse R-7K2Q / Your report R-7K2Q');
      expectIn(
        mail,
        'Tak for din anmeldelse (R-7K2Q).',
        outcome === 'resolved'
          ? 'Vi har gennemgået din anmeldelse og grebet ind over for annoncen.'
          : 'Vi har gennemgået din anmeldelse, men fandt ikke grundlag for at gribe ind over for annoncen.',
        'Note fra vores moderator: Photos removed.',
        `Har du flere oplysninger, så skriv til ${SUPPORT_EMAIL} og oplys referencen.`,
        'Thank you for your report (R-7K2Q).',
        outcome === 'resolved'
          ? 'We have reviewed your report and acted on the advert.'
          : 'We have reviewed your report but found no grounds to act on the advert.',
        'Note from our moderator: Photos removed.',
        'A person decided this; no automated means were used.',
        'En person afgjorde dette; der blev ikke brugt automatiske midler.',
        `If you have more information, write to ${SUPPORT_EMAIL} and quote the reference.`,
      );
      expect(mail).toMatchSnapshot();
    });
  }
});

describe('urgent report email (English, for the operators)', () => {
  const input = {
    receipt: 'R-7K2Q',
    reason: 'underage',
    advert: { id: 12, name: 'Sofie "S"' },
    publicUrl: 'https://velvet.dk',
  };
  it('with details', () => {
    const mail = reportUrgentEmail({ ...input, details: 'Looks 16.' });
    expect(mail.subject).toBe('Urgent report R-7K2Q: underage');
    expectIn(
      mail,
      'A visitor reported the advert "Sofie "S"" (id 12) for: underage.',
      'Details: Looks 16.',
      'Review it in the back-office: https://velvet.dk/admin/reports',
    );
    expect(mail).toMatchSnapshot();
  });
  it('without details', () => {
    const mail = reportUrgentEmail({ ...input, details: '' });
    expectIn(mail, 'No details were given.');
    expect(mail).toMatchSnapshot();
  });
});

describe('account security notices', () => {
  const input = {
    name: 'Sofie',
    publicUrl: 'https://velvet.dk',
    at: new Date('2026-12-24T18:30:00Z'),
    browser: 'Chrome 131 · Linux',
    passkey: 'Work <laptop>',
  };

  it('names the change, the time and device in both languages, and the ways to review and undo it', () => {
    const mail = securityNoticeEmail('passkey_added', input);
    expect(mail.subject).toBe(
      'En adgangsnøgle er føjet til din Velvet-konto / A passkey was added to your Velvet account',
    );
    expectIn(
      mail,
      'Hej Sofie,',
      'Adgangsnøglen "Work <laptop>" er føjet til din konto.',
      'Hvornår: torsdag den 24. december 2026 kl. 19.30\nEnhed: Chrome 131 · Linux',
      'The passkey "Work <laptop>" was added to your account. It signs in without a password.',
      'When: Thursday, 24 December 2026 at 19:30\nDevice: Chrome 131 · Linux',
      'Review your signed-in devices and passkeys: https://velvet.dk/dashboard#account-security',
      'reset your password at once at https://velvet.dk/forget',
      SUPPORT_EMAIL,
    );
  });

  it('has a subject and a sentence of its own for every change, and names an unknown browser', () => {
    const kinds = [
      'passkey_added',
      'passkey_removed',
      'totp_enabled',
      'totp_disabled',
      'password_changed',
      'password_reset',
      'new_sign_in',
    ] as const;
    const mails = kinds.map((kind) => securityNoticeEmail(kind, { ...input, browser: null }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(kinds.length);
    for (const mail of mails) expectIn(mail, 'Enhed: ukendt browser', 'Device: unknown browser');
    expectIn(
      mails[5]!,
      'Every device was signed out and your passkeys were removed: add them again on your dashboard.',
    );
  });
});
