import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until asked, and says whether it is shown', async () => {
    const { user } = await renderApp(<PasswordField label="Password" hint="At least 8 characters." />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.type(input, 'secret-1');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret-1');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'Hide password');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('an error replaces the hint and marks the field invalid', async () => {
    await renderApp(<PasswordField label="Adgangskode" hint="hint" error="Adgangskode er påkrævet" />, {
      lang: 'da',
    });
    const input = screen.getByLabelText('Adgangskode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Adgangskode er påkrævet');
    expect(screen.getByRole('alert')).toHaveTextContent('Adgangskode er påkrævet');
    expect(screen.getByRole('button', { name: 'Vis adgangskode' })).toBeInTheDocument();
  });
});
