import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { SafetyFlag, SafetyRule } from '@velvet/contract';
import { answerApi, ok, okPage, refused } from '../../../test/network';

/** The queue's answer: its page of findings and the counts of all open findings. */
const queuePage = (flags: SafetyFlag[]) =>
  ok({ flags, counts: COUNTS, pagination: { page: 1, page_size: 20, total: flags.length, total_pages: 1 } });
import { renderApp } from '../../../test/render';
import { describeSignedIn, OPERATOR } from '../../../test/signed-in';
import { AdminSafetyPage } from './safety-page';

const account = (id: number, name: string) => ({
  id,
  guid: `g-${id}`,
  name,
  email: `${name.toLowerCase()}@example.dk`,
  city: 'Odense C',
  created_at: '2026-11-20T10:00:00Z',
  public: true,
  photo: null,
});

const TRAFFICKING: SafetyFlag = {
  id: 7,
  reason: 'trafficking_indicators',
  created_at: '2026-11-25T10:05:00Z',
  holds: false,
  advert: account(41, 'Mira'),
  other: null,
  accounts: [],
  distance: null,
  phone: null,
  phrases: ['24/7', 'teen'],
  resolved_at: null,
};
const SHARED: SafetyFlag = {
  ...TRAFFICKING,
  id: 8,
  reason: 'shared_phone',
  advert: account(43, 'Ida'),
  other: account(42, 'Lea'),
  accounts: [account(42, 'Lea'), account(43, 'Ida'), account(44, 'Nora')],
  phone: '+4512345678',
  phrases: [],
};
const COUNTS = { holding: 3, by_reason: { duplicate_photo: 3, shared_phone: 1, trafficking_indicators: 12 } };
const RULE: SafetyRule = {
  id: 3,
  kind: 'always_available',
  language: 'da',
  phrase: 'døgnåben',
  enabled: true,
  updated_at: '2026-11-20T10:00:00Z',
};

describeSignedIn(OPERATOR, 'AdminSafetyPage', () => {
  it('shows a trafficking-indicator finding with its phrases, and holds its advert after confirming', async () => {
    let held = false;
    const sent = answerApi({
      'GET /api/admin/safety': () =>
        queuePage([
          { ...TRAFFICKING, holds: held, advert: { ...TRAFFICKING.advert, public: !held } },
          SHARED,
        ]),
      'POST /api/admin/safety/7/hold': () => {
        held = true;
        return ok({ flag: { ...TRAFFICKING, holds: true } }, 'Held.');
      },
      'GET /api/admin/safety/rules': okPage('rules', [RULE]),
    });
    const { user } = await renderApp(<AdminSafetyPage />);
    const card = (await screen.findByRole('link', { name: 'Mira' })).closest('li')!;
    expect(within(card).getByText('Trafficking indicators')).toBeInTheDocument();
    expect(within(card).getByText('Matched phrases: 24/7, teen')).toBeInTheDocument();

    // The counts of the whole queue on top.
    const counts = screen.getByRole('region', { name: 'Open findings' });
    expect(within(counts).getByText('3 hiding an advert')).toBeInTheDocument();
    expect(within(counts).getByText('Trafficking indicators: 12')).toBeInTheDocument();
    expect(within(counts).getByText('Shared phone number: 1')).toBeInTheDocument();

    // A shared number is one finding naming every account that has it.
    const shared = screen.getByText('Phone number: +4512345678').closest('li')!;
    expect(within(shared).getByText('Shared phone number')).toBeInTheDocument();
    await user.click(within(shared).getByText('Accounts with this number (3)'));
    expect(within(shared).getByRole('link', { name: 'Nora' })).toHaveAttribute('href', '/admin/adverts/44');

    await user.click(within(card).getByRole('button', { name: 'Hold' }));
    const dialog = screen.getByRole('dialog', { name: 'Hold the advert of Mira?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hold' }));
    await waitFor(() => expect(held).toBe(true));
    expect(sent.some((r) => r.method === 'POST' && r.url.pathname === '/api/admin/safety/7/hold')).toBe(true);
    // Held now: the button is gone, and the finding says it hides the advert.
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Hold' })).not.toBeInTheDocument());
    expect(within(card).getByText('Hidden until cleared')).toBeInTheDocument();
  });

  it('lists the rules in Danish, adds one and shows why the server refused it', async () => {
    const sent = answerApi({
      'GET /api/admin/safety': queuePage([TRAFFICKING]),
      'GET /api/admin/safety/rules': okPage('rules', [
        RULE,
        { ...RULE, id: 4, phrase: 'teen', enabled: false },
      ]),
      'POST /api/admin/safety/rules': refused(409, 'Denne frase er allerede en regel på dette sprog.', {
        phrase: ['Denne frase er allerede en regel på dette sprog.'],
      }),
    });
    const { user, router } = await renderApp(<AdminSafetyPage />, { lang: 'da' });
    expect(await screen.findByText('Fundne udtryk: 24/7, teen')).toBeInTheDocument();
    const rules = screen.getByRole('heading', { name: 'Regler for tegn på menneskehandel' }).parentElement!;
    expect(await within(rules).findByText('døgnåben')).toBeInTheDocument();
    expect(within(rules).getByText('Slået fra')).toBeInTheDocument();

    await user.selectOptions(within(rules).getByLabelText('Hvad det er tegn på'), 'always_available');
    await user.selectOptions(within(rules).getByLabelText('Sprog'), 'da');
    await user.type(within(rules).getByLabelText('Frase'), 'Døgnåben');
    await user.click(within(rules).getByRole('button', { name: 'Tilføj regel' }));
    expect(
      await within(rules).findByText('Denne frase er allerede en regel på dette sprog.'),
    ).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'always_available',
      language: 'da',
      phrase: 'Døgnåben',
    });

    // The kind filter lives in the address beside the queue's page, and asks the server for that kind.
    await user.click(within(rules).getByRole('button', { name: 'Ord der antyder alder' }));
    await waitFor(() => expect(sent.at(-1)!.url.searchParams.get('kind')).toBe('age_hinting'));
    expect(router.state.location.search).toContain('rule_kind=age_hinting');
  });
});
