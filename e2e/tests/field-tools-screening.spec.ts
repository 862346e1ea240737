import { DESKTOP, expect, open, PHONE, snap, test } from '../fixtures';

// Screening and deposit terms: the advertiser says them on her dashboard; a visitor reads them on the
// advert page, with Velvet's fixed warning beside the deposit terms.

const TEXT = {
  en: {
    editor: 'Screening and deposit terms',
    screening: 'Screening you require before a first meeting',
    references: 'References',
    deposit: 'Deposit and cancellation terms (optional)',
    save: 'Save screening and deposit terms',
    tooLong: 'Keep the deposit and cancellation terms to 300 characters.',
    terms: '500 kr. deposit for outcalls. Returned in full if you cancel 24 hours ahead.',
    section: 'Screening and deposits',
    warning:
      'Velvet never takes deposits or payments for meetings. A request to pay by gift card or crypto is a scam sign.',
  },
  da: {
    editor: 'Screening og betingelser for depositum',
    screening: 'Screening du kræver før et første møde',
    references: 'Referencer',
    deposit: 'Betingelser for depositum og afbud (valgfrit)',
    save: 'Gem screening og depositum',
    tooLong: 'Hold betingelserne for depositum og afbud på højst 300 tegn.',
    terms: '500 kr. i depositum ved udebesøg. Betales fuldt tilbage ved afbud 24 timer før.',
    section: 'Screening og depositum',
    warning:
      'Velvet tager aldrig imod depositum eller betaling for møder. En anmodning om at betale med gavekort eller kryptovaluta er et tegn på svindel.',
  },
};

for (const [lang, viewport, device] of [
  ['en', DESKTOP, 'desktop'],
  ['da', PHONE, 'phone'],
] as const)
  test(`${lang}: screening and deposit terms set on the dashboard show on the advert page with the scam warning`, async ({
    page,
    advertiser,
    request,
  }) => {
    const t = TEXT[lang];
    await page.setViewportSize(viewport);
    await open(page, '/dashboard', lang);
    const editor = page.getByRole('region', { name: t.editor });
    await editor.getByLabel(t.screening).selectOption('references');
    await editor.getByLabel(t.deposit).fill('x'.repeat(301));
    await editor.getByRole('button', { name: t.save }).click();
    // Too long is refused on its field, and nothing of the form is saved.
    await expect(editor.getByText(t.tooLong)).toBeVisible();
    const unsaved = (await (await request.get(`/api/escort/getById/${advertiser.guid}`)).json()).data.escort;
    expect(unsaved).toMatchObject({ screening: 'none', deposit_policy: null });

    await editor.getByLabel(t.deposit).fill(t.terms);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/escort/update-profile') && r.request().method() === 'POST',
    );
    await editor.getByRole('button', { name: t.save }).click();
    expect((await saved).ok()).toBe(true);
    await expect(editor.getByText(t.tooLong)).toHaveCount(0);
    // The dashboard draws its editors again from the reloaded profile after a save: scroll once it has.
    await expect(async () => editor.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await snap(page, `field-tools-screening-dashboard-${device}-${lang}`);

    await page.goto(`/details?guid=${advertiser.guid}`);
    const terms = page.getByRole('region', { name: t.section });
    await expect(terms).toContainText(t.references);
    await expect(terms.getByTestId('deposit-policy')).toHaveText(t.terms);
    await expect(terms.getByTestId('deposit-warning')).toHaveText(t.warning);
    await terms.scrollIntoViewIfNeeded();
    await snap(page, `field-tools-screening-advert-${device}-${lang}`);
  });
