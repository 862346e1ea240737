import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api';
import { setSession } from '../../lib/session';
import { answerApi, ok, refused } from '../../test/network';
import { renderApp } from '../../test/render';
import { RatesHoursEditor } from './rates-hours-editor';

beforeEach(() => setSession({ authToken: 'token-1', userId: '7' }));

const closed = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };

describe('the rates and hours editor', () => {
  it("shows the server's message for a whole rate or a whole day beside it", async () => {
    // The server names a rate or a day that it cannot read as a whole, not one of its fields.
    const errors = {
      'rates.0': ['Hver pris skal have en varighed, en pris og hos mig eller hos dig.'],
      'hours.mon': ['Giv dagen en åbnings- og en lukketid, eller marker den som lukket.'],
    };
    answerApi({ 'POST /api/escort/update-profile': refused(422, 'Tjek felterne.', errors) });
    const { user } = await renderApp(
      <RatesHoursEditor
        rates={[{ minutes: 60, price: 1500, place: 'incall' }]}
        hours={{ ...closed, mon: { from: '10:00', to: '22:00' } }}
      />,
      { lang: 'da' },
    );
    await user.click(await screen.findByRole('button', { name: 'Gem priser og åbningstider' }));
    for (const [message] of Object.values(errors))
      expect(await screen.findByText(message!)).toBeInTheDocument();
  });
});

/**
 * The editor as the dashboard holds it: remounted from the saved profile (keyed by its `updated_at`),
 * which the save's reload brings back changed, while the dashboard's other panels (here its statistics,
 * slower) are still reloading.
 */
function AsOnTheDashboard() {
  const profile = useQuery({
    queryKey: ['account', 'profile', '7'],
    queryFn: async () => (await api<{ updated_at: string }>('escort/get-user-id/7')).data,
  });
  useQuery({
    queryKey: ['account', 'stats'],
    queryFn: async () => (await api<unknown>('account/stats')).data,
  });
  if (!profile.data) return null;
  return (
    <>
      <Toaster />
      <RatesHoursEditor key={profile.data.updated_at} rates={[]} hours={null} />
    </>
  );
}

describe('saving rates and opening hours', () => {
  it.each([
    ['en', 'Save rates and hours', 'Profile updated successfully.'],
    ['da', 'Gem priser og åbningstider', 'Profilen er opdateret.'],
  ] as const)('confirms the save in %s although the editor is remounted by it', async (lang, save, saved) => {
    let saves = 0;
    answerApi({
      'GET /api/escort/get-user-id/7': () => ok({ updated_at: `2026-11-29T01:0${saves}:00Z` }),
      'GET /api/account/stats': async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return ok({});
      },
      'POST /api/escort/update-profile': () => {
        saves += 1;
        return ok({}, saved);
      },
    });
    const { user } = await renderApp(<AsOnTheDashboard />, { lang });
    await user.click(await screen.findByRole('button', { name: save }));
    expect(await screen.findByText(saved)).toBeInTheDocument();
    expect(saves).toBe(1);
  });
});
