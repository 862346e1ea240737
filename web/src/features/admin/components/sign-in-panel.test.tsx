import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, refused } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { SignInPanel } from './sign-in-panel';

describe('SignInPanel', () => {
  it('asks for both fields before sending, then sends the trimmed email and shows the refusal', async () => {
    const sent = answerApi({ 'POST /api/auth/login': refused(401, 'Wrong email or password.') });
    const { user } = await renderApp(<SignInPanel reason="signedOut" />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), ' olga@example.dk ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ email: 'olga@example.dk', password: 'secret' });
  });
});
