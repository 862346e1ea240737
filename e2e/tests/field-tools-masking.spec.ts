import path from 'node:path';
import sharp from 'sharp';
import { DESKTOP, expect, open, PHONE, png, snap, test } from '../fixtures';

// Masking before upload: the advertiser covers part of a new photo with solid blocks in the browser, and
// what the server stores is the covered copy. The original never leaves the device.

const TEXT = {
  en: {
    main: 'Main image (choose a new one to replace it)',
    cover: 'Cover parts of the main image',
    dialog: 'Cover parts of the photo',
    ellipse: 'Ellipse',
    add: 'Add a block',
    undo: 'Undo',
    apply: 'Use the covered photo',
    update: 'Update',
    saved: 'Profile updated',
    blocks: 'Blocks',
  },
  da: {
    main: 'Hovedbillede (vælg et nyt for at erstatte det)',
    cover: 'Dæk dele af hovedbilledet',
    dialog: 'Dæk dele af billedet',
    ellipse: 'Oval',
    add: 'Tilføj et felt',
    undo: 'Fortryd',
    apply: 'Brug det dækkede billede',
    update: 'Opdater',
    saved: 'Profilen er opdateret',
    blocks: 'Felter',
  },
};

/** Every pixel of the region (fractions of the image) is black, give or take the encoders' rounding. */
async function regionStats(
  image: Buffer,
  region: { left: number; top: number; right: number; bottom: number },
) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let max = 0;
  let min = 255;
  for (let y = Math.round(region.top * info.height); y < Math.round(region.bottom * info.height); y++)
    for (let x = Math.round(region.left * info.width); x < Math.round(region.right * info.width); x++)
      for (let c = 0; c < info.channels; c++) {
        const v = data[(y * info.width + x) * info.channels + c]!;
        max = Math.max(max, v);
        min = Math.min(min, v);
      }
  return { max, min };
}

for (const [lang, viewport, device] of [
  ['en', DESKTOP, 'desktop'],
  ['da', PHONE, 'phone'],
] as const)
  test(`${lang}: a photo covered on the dashboard is stored covered, and only the covered copy is sent`, async ({
    page,
    advertiser,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = TEXT[lang];
    await page.setViewportSize(viewport);
    await open(page, '/dashboard', lang);
    await page.getByLabel(t.main, { exact: true }).setInputFiles({
      name: 'main.png',
      mimeType: 'image/png',
      buffer: png(800, 1000, 7),
    });
    await page.getByRole('button', { name: t.cover }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    const canvas = dialog.getByTestId('mask-canvas');
    await expect(canvas).toBeVisible();
    // Where the canvas is now: the dialog grows (the list of blocks) and moves it.
    const at = async (fx: number, fy: number) => {
      const box = (await canvas.boundingBox())!;
      return [box.x + box.width * fx, box.y + box.height * fy] as const;
    };

    // A rectangle dragged over the top-left quarter, the way a face is covered.
    await page.mouse.move(...(await at(0.1, 0.1)));
    await page.mouse.down();
    await page.mouse.move(...(await at(0.3, 0.3)), { steps: 4 });
    await page.mouse.move(...(await at(0.5, 0.5)), { steps: 4 });
    await page.mouse.up();
    // An ellipse added by keyboard, moved right with the arrow keys and made bigger with Shift+arrows.
    await dialog.getByLabel(t.ellipse).check();
    await dialog.getByRole('button', { name: t.add }).click();
    await canvas.press('ArrowRight');
    await canvas.press('ArrowRight');
    await canvas.press('Shift+ArrowDown');
    // A third block, taken back with Undo.
    await page.mouse.move(...(await at(0.8, 0.85)));
    await page.mouse.down();
    await page.mouse.move(...(await at(0.95, 0.95)), { steps: 3 });
    await page.mouse.up();
    const blocks = dialog.getByRole('list', { name: t.blocks }).getByRole('listitem');
    await expect(blocks).toHaveCount(3);
    await dialog.getByRole('button', { name: t.undo }).click();
    await expect(blocks).toHaveCount(2);
    // The editor alone: the dashboard behind it is long.
    await dialog.screenshot({
      path: path.resolve(
        import.meta.dirname,
        `../output/screenshots/field-tools-masking-editor-${device}-${lang}.png`,
      ),
    });
    await dialog.getByRole('button', { name: t.apply }).click();
    await expect(dialog).toBeHidden();

    // The covered copy took the original's place in the form: it is the file that will be sent.
    await expect(page.getByText('main-masked.jpg', { exact: true })).toBeVisible();
    await expect(page.getByText('main.png', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: t.update, exact: true }).click();
    await expect(page.getByRole('dialog', { name: t.saved })).toBeVisible();

    const own = await request.get(`/api/escort/get-user-id/${advertiser.id}`, {
      headers: { authorization: `Bearer ${advertiser.token}` },
    });
    const mainImage = String((await own.json()).data.user.main_image);
    const stored = await request.get(`/${mainImage}`);
    expect(stored.ok()).toBe(true);
    const image = await stored.body();
    // Inside the dragged rectangle (its edges left out): solid black. Outside every block: the photo.
    const covered = await regionStats(image, { left: 0.13, top: 0.13, right: 0.47, bottom: 0.47 });
    expect(covered.max).toBeLessThan(24);
    const free = await regionStats(image, { left: 0.05, top: 0.75, right: 0.3, bottom: 0.95 });
    expect(free.max - free.min).toBeGreaterThan(40);

    // The photo as stored, beside the dashboard that sent it.
    await page.getByRole('dialog', { name: t.saved }).press('Escape');
    await page.setContent(
      `<body style="margin:0;background:#111"><img style="max-width:100%" src="data:image/webp;base64,${image.toString('base64')}"></body>`,
    );
    await snap(page, `field-tools-masking-stored-${device}-${lang}`);
  });
