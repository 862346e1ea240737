import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, ok } from '../../test/network';
import { renderApp } from '../../test/render';
import RegistrationPage from './registration-page';

const INTERESTS = [{ id: 1, name: 'Massage', name_en: 'Massage', name_da: 'Massage (da)' }];

describe('RegistrationPage', () => {
  it('an empty form: every field says what it needs, the first one takes the focus, nothing is sent', async () => {
    const sent = answerApi({ 'GET /api/auth/interests': ok({ interests: INTERESTS }) });
    const { user } = await renderApp(<RegistrationPage />, { path: '/registrationForm' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
    expect(screen.getByText('Main Image is required')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('speaks Danish, and a corrected field stops complaining as it is typed', async () => {
    answerApi({ 'GET /api/auth/interests': ok({ interests: INTERESTS }) });
    const { user } = await renderApp(<RegistrationPage />, { path: '/registrationForm', lang: 'da' });
    await user.click(screen.getByRole('button', { name: 'Opret' }));
    const name = screen.getByRole('textbox', { name: 'Navn' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Navn er påkrævet'));
    await user.type(name, 'Sofie');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByText('Hovedbillede er påkrævet')).toBeInTheDocument();
  });
});
