import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP, expect, open, PHONE, snap, test, waitForEmail, type SignedInAdvertiser } from '../fixtures';

// What an advertiser can do without writing to support, and what a visitor sees of it: the public prices
// before registering.

test.describe('public prices', () => {
  test('a visitor compares the packages on a desktop in English and is led to register', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Prices' }).click();
    await page.waitForURL('**/packages');
    await expect(page.getByRole('heading', { name: 'Choose your package' })).toBeVisible();
    const welcome = page.getByRole('article', { name: 'Welcome Package' });
    await expect(welcome).toContainText('€1');
    await expect(welcome).toContainText('60 days');
    await expect(page.getByRole('button', { name: /Choose the .* plan/ })).toHaveCount(0);
    await snap(page, 'tools-packages-visitor-desktop-en');
    await welcome.getByRole('link', { name: 'Register to choose the Welcome Package plan' }).click();
    await page.waitForURL('**/registrationForm');
  });

  test('a visitor sees the prices on a phone in Danish', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/packages', 'da');
    await expect(page.getByRole('heading', { name: 'Vælg din pakke' })).toBeVisible();
    const welcome = page.getByRole('article', { name: 'Velkomstpakke' });
    await expect(welcome).toContainText('60 dage');
    await expect(
      welcome.getByRole('link', { name: 'Opret dig for at vælge pakken Velkomstpakke' }),
    ).toBeVisible();
    await snap(page, 'tools-packages-visitor-phone-da');
  });
});

/** Each dashboard tool's words, in each language. */
const TEXT = {
  en: {
    pause: {
      panel: 'Pause your advert',
      start: 'Pause advert',
      paused: 'Your advert is paused until you show it again.',
      resume: 'Show my advert again',
      gone: 'This advert is not available',
    },
    rates: {
      editor: 'Rates and opening hours',
      add: 'Add a rate',
      minutes: 'Minutes',
      price: 'Price (kr.)',
      showHours: 'Show opening hours on my advert',
      save: 'Save rates and hours',
      priceError: 'Enter a price between 1 and 99,999 kr., in whole kroner.',
      rates: 'Rates',
      hours: 'Opening hours',
      row: /1 hour.*Incall.*1,800/,
    },
    tours: {
      panel: 'Touring',
      place: 'Postcode or town',
      startsOn: 'First day',
      endsOn: 'Last day',
      add: 'Add tour',
      unknown: 'We do not know this postcode or town in Denmark. Check the spelling.',
      visiting: /^Visiting Aalborg until /,
    },
    checkIn: {
      panel: 'Safety check-in',
      name: "Contact's name",
      email: "Contact's email",
      save: 'Save contact',
      waiting: /^Waiting for Trusted Tine/,
      minutes: 'Minutes until your contact is alerted',
      note: 'Note for your contact',
      start: 'Start check-in',
      minutesError: 'Choose between 15 minutes and 12 hours.',
      unconfirmed:
        'Your emergency contact has not confirmed yet: a check-in starts once they have used the link we emailed them.',
      confirm: 'Confirm',
      confirmed: 'Thank you: you are now the emergency contact.',
      running: /^Check-in running until /,
      safe: "I'm safe",
    },
  },
  da: {
    pause: {
      panel: 'Sæt din annonce på pause',
      start: 'Sæt annoncen på pause',
      paused: 'Din annonce er på pause, indtil du viser den igen.',
      resume: 'Vis min annonce igen',
      gone: 'Denne annonce er ikke tilgængelig',
    },
    rates: {
      editor: 'Priser og åbningstider',
      add: 'Tilføj en pris',
      minutes: 'Minutter',
      price: 'Pris (kr.)',
      showHours: 'Vis åbningstider på min annonce',
      save: 'Gem priser og åbningstider',
      priceError: 'Angiv en pris mellem 1 og 99.999 kr. i hele kroner.',
      rates: 'Priser',
      hours: 'Åbningstider',
      row: /1 time.*Hos mig.*1\.800/,
    },
    tours: {
      panel: 'Turné',
      place: 'Postnummer eller by',
      startsOn: 'Første dag',
      endsOn: 'Sidste dag',
      add: 'Tilføj tur',
      unknown: 'Vi kender ikke dette postnummer eller denne by i Danmark. Tjek stavningen.',
      visiting: /^Besøger Aalborg til og med /,
    },
    checkIn: {
      panel: 'Tjek-ind for din sikkerhed',
      name: 'Kontaktpersonens navn',
      email: 'Kontaktpersonens e-mail',
      save: 'Gem kontakt',
      waiting: /^Venter på, at Trusted Tine/,
      minutes: 'Minutter, før din kontakt får besked',
      note: 'Note til din kontakt',
      start: 'Start tjek-ind',
      minutesError: 'Vælg mellem 15 minutter og 12 timer.',
      unconfirmed:
        'Din nødkontakt har ikke bekræftet endnu: du kan starte et tjek-ind, når vedkommende har brugt linket, vi har sendt.',
      confirm: 'Bekræft',
      confirmed: 'Tak: du er nu nødkontakt.',
      running: /^Tjek-ind kører til /,
      safe: 'Jeg er i sikkerhed',
    },
  },
};

type Lang = keyof typeof TEXT;
type Tool = keyof (typeof TEXT)['en'];
type Journey = { page: Page; advertiser: SignedInAdvertiser; request: APIRequestContext; lang: Lang };

/**
 * A dashboard tool's journey in English on a desktop and in Danish on a phone, by the fixture advertiser:
 * `run` starts on the dashboard in the journey's language, with the tool's words (TEXT) in it.
 */
function dashboardJourney<K extends Tool>(
  tool: K,
  title: string,
  run: (t: (typeof TEXT)[Lang][K], on: Journey) => Promise<void>,
) {
  for (const [lang, viewport] of [
    ['en', DESKTOP],
    ['da', PHONE],
  ] as const)
    test(`${lang}: ${title}`, async ({ page, advertiser, request }) => {
      await page.setViewportSize(viewport);
      await open(page, '/dashboard', lang);
      await run(TEXT[lang][tool], { page, advertiser, request, lang });
    });
}

dashboardJourney(
  'pause',
  "a paused advert's page says it is not available, and shows again on resume",
  async (t, { page, advertiser, request, lang }) => {
    const panel = page.getByRole('region', { name: t.panel });
    await panel.getByRole('button', { name: t.start }).click();
    await expect(panel.getByText(t.paused)).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await snap(page, `tools-pause-dashboard-${lang}`);

    const api = await request.get(`/api/escort/getById/${advertiser.guid}`);
    expect(api.status()).toBe(404);
    await page.goto(`/details?guid=${advertiser.guid}`);
    await expect(page.getByRole('heading', { name: t.gone })).toBeVisible();
    await snap(page, `tools-pause-advert-${lang}`);

    await page.goto('/dashboard');
    await page.getByRole('region', { name: t.panel }).getByRole('button', { name: t.resume }).click();
    await expect(
      page.getByRole('region', { name: t.panel }).getByRole('button', { name: t.start }),
    ).toBeVisible();
    expect((await request.get(`/api/escort/getById/${advertiser.guid}`)).status()).toBe(200);
  },
);

dashboardJourney(
  'rates',
  'rates and opening hours set on the dashboard show on the advert page',
  async (t, { page, advertiser, lang }) => {
    const editor = page.getByRole('region', { name: t.editor });
    await editor.getByRole('button', { name: t.add }).click();
    await editor.getByLabel(t.minutes).fill('60');
    await editor.getByLabel(t.price).fill('0');
    await editor.getByLabel(t.showHours).check();
    await editor.getByRole('button', { name: t.save }).click();
    // A price of 0 is refused on its field; nothing is saved.
    await expect(editor.getByText(t.priceError)).toBeVisible();
    await editor.getByLabel(t.price).fill('1800');
    // The advert page is opened once the save has been answered: leaving before it (the error's absence
    // is true at once) read the advert without its rates whenever a busy server answered late.
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/escort/update-profile') && r.request().method() === 'POST',
    );
    await editor.getByRole('button', { name: t.save }).click();
    expect((await saved).ok()).toBe(true);
    await expect(editor.getByText(t.priceError)).toHaveCount(0);
    await expect(page.getByText(t.priceError)).toHaveCount(0);

    await page.goto(`/details?guid=${advertiser.guid}`);
    const rates = page.getByRole('region', { name: t.rates });
    await expect(rates.getByRole('row').nth(1)).toHaveText(t.row);
    const hours = page.getByRole('region', { name: t.hours });
    await expect(hours.getByTestId('open-now')).toBeVisible();
    await rates.scrollIntoViewIfNeeded();
    await snap(page, `tools-rates-advert-${lang}`);
  },
);

/** The Danish date `days` from today, as the date fields take it. */
const danishDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

dashboardJourney(
  'tours',
  'a tour added on the dashboard shows on the advert page and finds it in the tour town',
  async (t, { page, advertiser, request, lang }) => {
    const panel = page.getByRole('region', { name: t.panel, exact: true });
    await panel.getByLabel(t.place).fill('Atlantis');
    await panel.getByLabel(t.startsOn).fill(danishDate(0));
    await panel.getByLabel(t.endsOn).fill(danishDate(2));
    await panel.getByRole('button', { name: t.add }).click();
    // An unknown town is refused on its field; nothing is saved.
    await expect(panel.getByText(t.unknown)).toBeVisible();
    await panel.getByLabel(t.place).fill('Aalborg');
    await panel.getByRole('button', { name: t.add }).click();
    await expect(panel.getByTestId('tour-list')).toContainText('Aalborg (9000)');
    await expect(panel.getByText(t.unknown)).toHaveCount(0);
    await panel.scrollIntoViewIfNeeded();
    await snap(page, `tools-tours-dashboard-${lang}`);

    const found = await request.get('/api/escort/search?zip_code=9000');
    expect(((await found.json()).data.escorts as { guid: string }[]).map((e) => e.guid)).toContain(
      advertiser.guid,
    );
    await page.goto(`/details?guid=${advertiser.guid}`);
    await expect(page.getByTestId('visiting')).toHaveText(t.visiting);
    await expect(page.getByTestId('advert-tours')).toContainText('9000 Aalborg');
    await snap(page, `tools-tours-advert-${lang}`);
  },
);

dashboardJourney(
  'checkIn',
  "a check-in is started once the contact confirmed, and ended with I'm safe",
  async (t, { page, advertiser, request, lang }) => {
    const contactEmail = `contact-${advertiser.guid.slice(0, 8)}@example.dk`;
    const panel = page.getByRole('region', { name: t.panel });
    await panel.getByLabel(t.name).fill('Trusted Tine');
    await panel.getByLabel(t.email).fill(contactEmail);
    await panel.getByRole('button', { name: t.save }).click();
    await expect(panel.getByTestId('contact-state')).toHaveText(t.waiting);

    // Until the contact has confirmed, Start is off and the panel says what is missing.
    await expect(panel.getByRole('button', { name: t.start })).toBeDisabled();
    await expect(panel.getByText(t.unconfirmed)).toBeVisible();

    // The contact follows the emailed link and confirms.
    const mail = await waitForEmail(request, contactEmail, 'contact_confirm');
    const link = /https?:\/\/\S+token=[\w-]+/.exec(mail.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page.getByText(t.confirmed)).toBeVisible();
    await snap(page, `tools-contact-confirm-${lang}`);

    await page.goto('/dashboard');
    const again = page.getByRole('region', { name: t.panel });
    // Five minutes is refused on its field; nothing starts.
    await again.getByLabel(t.minutes).fill('5');
    await again.getByRole('button', { name: t.start }).click();
    await expect(again.getByText(t.minutesError)).toBeVisible();
    await again.getByLabel(t.minutes).fill('60');
    await again.getByLabel(t.note).fill('Hotel Royal, room 412');
    await again.getByRole('button', { name: t.start }).click();
    await expect(again.getByTestId('check-in-state')).toHaveText(t.running);
    await again.scrollIntoViewIfNeeded();
    await snap(page, `tools-check-in-running-${lang}`);
    await again.getByRole('button', { name: t.safe }).click();
    await expect(again.getByRole('button', { name: t.start })).toBeVisible();
    const state = await request.get('/api/account/check-in', {
      headers: { authorization: `Bearer ${advertiser.token}` },
    });
    expect((await state.json()).data.check_in).toBeNull();
  },
);

for (const [lang, viewport, label] of [
  ['en', DESKTOP, 'Open now'],
  ['da', PHONE, 'Åben nu'],
] as const) {
  test(`${lang}: the home search's Open now box asks for adverts open by their hours`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, '/', lang);
    const asked = page.waitForRequest(
      (r) => r.url().includes('/api/escort/search') && r.url().includes('open_now=1'),
    );
    // The box is the address's (?open=1): it shows checked once the page follows the new address.
    await page.getByRole('search').getByLabel(label).click();
    await asked;
    await expect(page.getByRole('search').getByLabel(label)).toBeChecked();
    await expect(page).toHaveURL(/[?&]open=1/);
    await page.getByRole('search').scrollIntoViewIfNeeded();
    await snap(page, `tools-open-now-home-${lang}`);
  });
}
