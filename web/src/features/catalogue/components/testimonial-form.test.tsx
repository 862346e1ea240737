import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, ok, refused } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { TestimonialForm } from './testimonial-form';

const GUID = '6f1c1f9e-3f57-4d52-9a55-1d3c0a0b7e11';

describe('TestimonialForm', () => {
  it('asks for a name and a message before sending anything', async () => {
    const sent = answerApi({});
    const { user } = await renderApp(<TestimonialForm guid={GUID} />);
    await user.click(screen.getByRole('button', { name: 'Send testimonial' }));
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Your testimonial' })).toHaveAccessibleDescription(
      'Message is required',
    );
    expect(sent).toHaveLength(0);
  });

  it('sends the testimonial for this advert, thanks the visitor and empties the form', async () => {
    const sent = answerApi({
      'POST /api/feedback': ok({}, 'Thank you! Your testimonial will show once approved.'),
    });
    const { user } = await renderApp(<TestimonialForm guid={GUID} />);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), '  Jens ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Your testimonial' }), 'Lovely evening.');
    await user.click(screen.getByRole('button', { name: 'Send testimonial' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your testimonial will show once approved.',
    );
    expect(sent[0]!.body).toEqual({ guid: GUID, name: 'Jens', rating: 4, message: 'Lovely evening.' });
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  });

  it('puts the server’s refusal on its field, or above the button when it belongs to no field', async () => {
    answerApi({
      'POST /api/feedback': refused(422, 'Validation failed', { message: ['Links are not allowed.'] }),
    });
    const { user } = await renderApp(<TestimonialForm guid={GUID} />);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Jens');
    await user.type(screen.getByRole('textbox', { name: 'Your testimonial' }), 'see http://spam');
    await user.click(screen.getByRole('button', { name: 'Send testimonial' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your testimonial' })).toHaveAccessibleDescription(
        'Links are not allowed.',
      ),
    );

    answerApi({ 'POST /api/feedback': refused(429, 'Too many testimonials. Try again later.') });
    await user.click(screen.getByRole('button', { name: 'Send testimonial' }));
    expect(await screen.findByText('Too many testimonials. Try again later.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
