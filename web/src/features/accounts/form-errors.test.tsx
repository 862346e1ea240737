import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { setLanguage } from '../../test/render';
import { applyServerErrors, errorText, focusFirstInvalid } from './form-errors';

type Fields = { name: string; email: string };
const FIELDS = ['name', 'email'] as const;

/** A form shaped like the registration form: a photo picker above two text fields. */
function ProfileForm({ refusal }: { refusal: unknown }) {
  const form = useForm<Fields>({ defaultValues: { name: '', email: '' } });
  const formRef = useRef<HTMLFormElement>(null);
  const [rest, setRest] = useState<Record<string, string>>({});
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        setRest(applyServerErrors(refusal, form.setError, FIELDS));
        focusFirstInvalid(formRef.current);
      }}
    >
      <input type="file" aria-label="Photos" aria-invalid={rest.images ? true : undefined} />
      {rest.images && <p>{rest.images}</p>}
      <TextField label="Name" error={errorText(form.formState.errors.name)} {...form.register('name')} />
      <TextField label="Email" error={errorText(form.formState.errors.email)} {...form.register('email')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('server errors on form fields', () => {
  it('puts each field’s first message on it as sent (already translated), and keeps the rest aside', async () => {
    const refusal = new ApiError('Validation failed', 422, {
      email: ['This email is already registered.', 'second message'],
      name: ['Name is too long.'],
    });
    render(<ProfileForm refusal={refusal} />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered.'),
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is too long.');
    // Focus goes to the first invalid field in page order, not to the first in the answer.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('a file error (images[2]) belongs to its picker, which comes first on the page and takes the focus', async () => {
    const refusal = new ApiError('Validation failed', 422, {
      'images[2]': ['The third photo is not an image.'],
      email: ['Invalid email format.'],
    });
    render(<ProfileForm refusal={refusal} />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText('The third photo is not an image.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Photos')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('ignores anything that is not an API refusal (a crash is not a field error)', () => {
    const placed: string[] = [];
    const rest = applyServerErrors(new Error('boom'), (name) => placed.push(name), FIELDS);
    expect(rest).toEqual({});
    expect(placed).toEqual([]);
  });
});

describe('errorText', () => {
  it('translates the schema’s message ids and passes the server’s text through', async () => {
    await setLanguage('da');
    expect(errorText({ type: 'too_small', message: 'accounts.email_required' })).toBe('E-mail er påkrævet');
    expect(errorText({ type: 'server', message: 'accounts.email_required' })).toBe('accounts.email_required');
    expect(errorText(undefined)).toBeUndefined();
  });
});
