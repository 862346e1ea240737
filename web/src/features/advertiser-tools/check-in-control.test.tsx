import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { answerApi, ok } from '../../test/network';
import { renderApp } from '../../test/render';
import { CheckInControl } from './check-in-control';

const contact = (confirmed: boolean) => ({
  name: 'Mette',
  email: 'mette@example.test',
  language: 'da',
  confirmed,
});

beforeEach(() => setSession({ authToken: 'token-1', userId: '7' }));

describe('the safety check-in panel', () => {
  it('keeps "Start" off without a contact, says why and leads to the contact form', async () => {
    answerApi({ 'GET /api/account/check-in': ok({ contact: null, check_in: null }) });
    await renderApp(<CheckInControl />);
    const start = await screen.findByRole('button', { name: 'Start check-in' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/you need an emergency contact who has confirmed/);
    await userEvent.click(screen.getByRole('link', { name: 'Add your emergency contact' }));
    expect(screen.getByLabelText("Contact's name")).toHaveFocus();
  });

  it('keeps "Start" off while the contact has not confirmed', async () => {
    answerApi({ 'GET /api/account/check-in': ok({ contact: contact(false), check_in: null }) });
    await renderApp(<CheckInControl />);
    const start = await screen.findByRole('button', { name: 'Start check-in' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/has not confirmed yet/);
    expect(screen.getByRole('link', { name: 'See or change your contact' })).toBeInTheDocument();
  });

  it('lets a check-in start once the contact has confirmed', async () => {
    answerApi({ 'GET /api/account/check-in': ok({ contact: contact(true), check_in: null }) });
    await renderApp(<CheckInControl />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start check-in' })).toBeEnabled());
    expect(screen.queryByTestId('check-in-needs-contact')).toBeNull();
  });

  it("names the Danish contact fields as the contact's, not the advertiser's", async () => {
    answerApi({ 'GET /api/account/check-in': ok({ contact: null, check_in: null }) });
    await renderApp(<CheckInControl />, { lang: 'da' });
    expect(await screen.findByLabelText('Kontaktpersonens navn')).toBeInTheDocument();
    expect(screen.getByLabelText('Kontaktpersonens e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Kontaktpersonens sprog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start tjek-ind' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Tilføj din nødkontakt' })).toBeInTheDocument();
  });
});
