import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AdminEscalation } from '@velvet/contract';
import { answerApi, ok, okPage, refused } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { describeSignedIn, OPERATOR } from '../../../test/signed-in';
import { EscalateButton } from '../components/escalate-dialog';
import { EscalationsPage } from './escalations-page';

const OPEN: AdminEscalation = {
  id: 3,
  subject: 'report',
  subject_id: 42,
  advert: { id: 41, guid: 'g-41', name: 'Mira', city: 'Odense C' },
  reported_on: '2026-11-26',
  case_number: '0100-12345-00042-26',
  note: 'Tip form at politi.dk.',
  created_at: '2026-11-26T09:00:00Z',
  created_by: 'Olga',
  closed_at: null,
  closed_by: null,
  close_note: null,
};

describeSignedIn(OPERATOR, 'EscalationsPage', () => {
  it('lists the open escalations with the report’s receipt, and closes one with a note', async () => {
    let closedWith: unknown;
    const sent = answerApi({
      'GET /api/admin/escalations': () =>
        closedWith ? okPage('escalations', []) : okPage('escalations', [OPEN]),
      'POST /api/admin/escalations/3/close': (request) => {
        closedWith = request.body;
        return ok({ escalation: { ...OPEN, closed_at: '2026-11-27T10:00:00Z' } }, 'Closed.');
      },
    });
    const { user } = await renderApp(<EscalationsPage />, { url: '/' });
    const card = (await screen.findByRole('heading', { name: 'Report VR-000042' })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Mira' })).toHaveAttribute('href', '/admin/adverts/41');
    expect(within(card).getByText('0100-12345-00042-26')).toBeInTheDocument();
    expect(sent[0]!.url.searchParams.get('status')).toBe('open');
    expect(screen.getByText('Someone is in immediate danger: call 112.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Close the case' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this escalation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the case' }));
    // A note is required before anything is sent.
    expect(closedWith).toBeUndefined();
    await user.type(within(dialog).getByRole('textbox'), 'The police closed the case.');
    await user.click(within(dialog).getByRole('button', { name: 'Close the case' }));
    await waitFor(() => expect(closedWith).toEqual({ note: 'The police closed the case.' }));
    expect(await screen.findByText('Nothing reported to the police is open.')).toBeInTheDocument();
  });

  it('says when nothing is open, in Danish, and when the list cannot be loaded', async () => {
    answerApi({ 'GET /api/admin/escalations': okPage('escalations', []) });
    const { unmount } = await renderApp(<EscalationsPage />, { url: '/', lang: 'da' });
    expect(await screen.findByText('Der er ingen åbne politianmeldelser.')).toBeInTheDocument();
    unmount();
    answerApi({ 'GET /api/admin/escalations': refused(500, 'Something went wrong.') });
    await renderApp(<EscalationsPage />, { url: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describeSignedIn(OPERATOR, 'EscalateButton', () => {
  it('sends the date, case number and note, and shows the server’s refusals at their fields', async () => {
    let body: unknown;
    answerApi({
      'POST /api/admin/escalations': (request) => {
        body = request.body;
        return refused(422, 'Please correct the highlighted fields.', {
          reported_on: ['The date cannot be in the future.'],
          case_number: ['A case number is 3 to 40 letters and digits.'],
        });
      },
    });
    const { user } = await renderApp(<EscalateButton subject="safety_flag" id={7} name="Mira" />, {
      url: '/',
    });
    await user.click(screen.getByRole('button', { name: 'Reported to the police' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a police report about Mira' });
    const date = within(dialog).getByLabelText('Reported on');
    expect(date).toHaveValue(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format());
    await user.clear(date);
    await user.type(date, '2099-01-01');
    await user.type(within(dialog).getByLabelText(/Police case number/), 'x!');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(within(dialog).getByText('A case number is 3 to 40 letters and digits.')).toBeInTheDocument();
    expect(body).toEqual({
      subject: 'safety_flag',
      subject_id: 7,
      reported_on: '2099-01-01',
      case_number: 'x!',
      note: '',
    });
  });
});
