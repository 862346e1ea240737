import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { ScreeningTerms } from './screening-terms';

describe("the advert page's screening and deposit terms", () => {
  it.each([
    [
      'en',
      'References',
      'Velvet never takes deposits or payments for meetings. A request to pay by gift card or crypto is a scam sign.',
    ],
    [
      'da',
      'Referencer',
      'Velvet tager aldrig imod depositum eller betaling for møder. En anmodning om at betale med gavekort eller kryptovaluta er et tegn på svindel.',
    ],
  ] as const)(
    'in %s show the screening, the terms as text and the fixed warning beside them',
    async (lang, level, warning) => {
      await renderApp(
        <ScreeningTerms screening="references" depositPolicy={'<b>500 kr.</b>\nback if cancelled'} />,
        {
          lang,
        },
      );
      expect(await screen.findByTestId('screening-terms')).toHaveTextContent(level);
      // Shown as the text it is: markup in it is not markup.
      expect(screen.getByTestId('deposit-policy').textContent).toBe('<b>500 kr.</b>\nback if cancelled');
      expect(screen.getByTestId('deposit-warning')).toHaveTextContent(warning);
    },
  );

  it('shows no warning without deposit terms, and nothing at all when neither is stated', async () => {
    const { unmount } = await renderApp(<ScreeningTerms screening="phone" depositPolicy={null} />);
    expect(await screen.findByTestId('screening-terms')).toHaveTextContent('A phone call');
    expect(screen.queryByTestId('deposit-warning')).toBeNull();
    unmount();
    await renderApp(<ScreeningTerms screening="none" depositPolicy={null} />);
    expect(screen.queryByTestId('screening-terms')).toBeNull();
  });
});
