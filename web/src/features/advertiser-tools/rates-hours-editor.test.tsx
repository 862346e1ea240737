import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { answerApi, refused } from '../../test/network';
import { renderApp } from '../../test/render';
import { RatesHoursEditor } from './rates-hours-editor';

const closed = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };

beforeEach(() => setSession({ authToken: 'token-1', userId: '7' }));

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
