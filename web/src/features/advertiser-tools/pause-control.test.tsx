import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { answerApi, ok } from '../../test/network';
import { renderApp } from '../../test/render';
import { PauseControl } from './pause-control';

const LIVE = {
  paused: false,
  paused_at: null,
  starts_at: null,
  validated_until: '2026-12-24T11:00:00.000Z',
  credit_days_max: 30,
};

beforeEach(() => setSession({ authToken: 'token-1', userId: '7' }));

describe('the pause panel', () => {
  it.each([
    [
      'en',
      "While paused, your advert leaves every list, search and its own page, and your package's days stop counting: when it shows again, the package ends that much later (at most 30 days per package).",
      'Your advert is shown.',
    ],
    [
      'da',
      'Mens annoncen er på pause, forsvinder den fra alle lister, søgninger og sin egen side, og din pakkes dage tæller ikke: når den vises igen, slutter pakken tilsvarende senere (højst 30 dage pr. pakke).',
      'Din annonce vises.',
    ],
  ] as const)(
    'says up front, in %s, that the package is made longer by at most 30 days',
    async (lang, rules, live) => {
      answerApi({ 'GET /api/account/pause': ok(LIVE) });
      await renderApp(<PauseControl />, { lang });
      expect(await screen.findByText(rules)).toBeInTheDocument();
      expect(await screen.findByText(live, { exact: false })).toBeInTheDocument();
    },
  );

  it('takes the limit from the server', async () => {
    answerApi({ 'GET /api/account/pause': ok({ ...LIVE, credit_days_max: 14 }) });
    await renderApp(<PauseControl />);
    expect(await screen.findByText(/at most 14 days per package/)).toBeInTheDocument();
  });
});
