import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, DESKTOP, expect, open, PHONE, signInAs, test } from '../fixtures';

// Safety and clarity journeys: what visitors may see of an advertiser's address, one answer about what was
// bought, field errors that find the field, navigation that Back understands, and the smaller pages.

const words = {
  en: { showStreet: 'Show my street address', update: 'Update', saved: 'Profile updated', ok: 'OK' },
  da: { showStreet: 'Vis min gadeadresse', update: 'Opdater', saved: 'Profilen er opdateret', ok: 'OK' },
} as const;

/** A screenshot of what is on screen now (not the full page), for the report. */
async function shot(page: Page, name: string) {
  mkdirSync(path.resolve(import.meta.dirname, '../output/screenshots'), { recursive: true });
  await page.screenshot({ path: path.resolve(import.meta.dirname, `../output/screenshots/${name}.png`) });
}

async function ownAccount(request: APIRequestContext, token: string, id: number) {
  const res = await request.get(`/api/escort/get-user-id/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { user: { address: string; zip_code: string; guid: string } } }).data
    .user;
}

for (const lang of ['en', 'da'] as const) {
  test(`the street stays private until the advertiser shows it (${lang})`, async ({ page, request }) => {
    const who = 'demo03@velvet.test';
    const session = await signInAs(page, request, who, DEMO_PASSWORD);
    const own = await ownAccount(request, String(session.token), Number(session.id));
    expect(own.address).not.toBe('');
    const street = own.address.split(',')[0]!.trim();

    await page.setViewportSize(PHONE);
    await open(page, '/dashboard', lang);
    const toggle = page.getByRole('checkbox', { name: words[lang].showStreet });
    await expect(toggle).not.toBeChecked();
    // The explanation sits next to the box, as its description.
    await expect(toggle).toHaveAccessibleDescription(/2100 København Ø/);
    await toggle.scrollIntoViewIfNeeded();
    await shot(page, `privacy-dashboard-phone-${lang}`);

    await open(page, `/details?guid=${own.guid}`, lang);
    await expect(page.getByText(own.zip_code, { exact: false }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(street);

    await open(page, '/dashboard', lang);
    await page.getByRole('checkbox', { name: words[lang].showStreet }).check();
    await page.getByRole('button', { name: words[lang].update, exact: true }).click();
    const saved = page.getByRole('dialog', { name: words[lang].saved });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: words[lang].ok }).click();
    await open(page, `/details?guid=${own.guid}`, lang);
    await expect(page.locator('main')).toContainText(street);

    // Back to area only, as the demo advert was.
    await open(page, '/dashboard', lang);
    await page.getByRole('checkbox', { name: words[lang].showStreet }).uncheck();
    await page.getByRole('button', { name: words[lang].update, exact: true }).click();
    await expect(page.getByRole('dialog', { name: words[lang].saved })).toBeVisible();
  });
}

for (const lang of ['en', 'da'] as const) {
  test(`the registration form explains the street switch (desktop, ${lang})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/registrationForm', lang);
    const toggle = page.getByRole('checkbox', { name: words[lang].showStreet });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/2100 København Ø/);
    await toggle.scrollIntoViewIfNeeded();
    await shot(page, `privacy-registration-desktop-${lang}`);
  });
}

for (const lang of ['en', 'da'] as const) {
  test(`the dashboard says the stacked end of what was bought, dated the ${lang} way`, async ({
    page,
    request,
  }) => {
    const session = await signInAs(page, request, 'demo02@velvet.test', DEMO_PASSWORD);
    const res = await request.get(`/api/escort/get-user-id/${String(session.id)}`, {
      headers: { authorization: `Bearer ${String(session.token)}`, 'accept-language': lang },
    });
    const { packages } = (
      (await res.json()) as {
        data: {
          user: {
            packages: { validated: boolean; validated_until: string | null; last_ended_at: string | null };
          };
        };
      }
    ).data.user;
    const locale = lang === 'da' ? 'da-DK' : 'en-GB';
    const day = (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
    await open(page, '/dashboard', lang);
    const status = page.getByTestId('package-status');
    if (packages.validated) {
      const words = lang === 'da' ? 'Valideret indtil' : 'Validated until';
      await expect(status).toContainText(`${words} ${day(packages.validated_until!)}.`);
    } else {
      await expect(status).toContainText(day(packages.last_ended_at!));
    }
    await page.setViewportSize(PHONE);
    await shot(page, `bought-dashboard-phone-${lang}`);
  });
}
