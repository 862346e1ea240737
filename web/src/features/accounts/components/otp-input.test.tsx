import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { OtpInput } from './otp-input';

function CodeBoxes({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <p id="code-label">Enter the code</p>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} labelId="code-label" />
    </>
  );
}
const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('is one labelled group of five boxes; typing advances and the fifth digit completes the code', async () => {
    const onComplete = vi.fn();
    const { user } = await renderApp(<CodeBoxes onComplete={onComplete} />);
    expect(screen.getByRole('group', { name: 'Enter the code' })).toBeInTheDocument();
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 5',
      'Digit 2 of 5',
      'Digit 3 of 5',
      'Digit 4 of 5',
      'Digit 5 of 5',
    ]);
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    expect(boxes()[4]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('5');
    expect(
      boxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('12345');
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('ignores letters, and a pasted code (spaces and all) fills every box', async () => {
    const onComplete = vi.fn();
    const { user } = await renderApp(<CodeBoxes onComplete={onComplete} />);
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    expect(boxes()[0]).toHaveValue('');
    await user.paste('09 87 6');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['0', '9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledWith('09876');
  });

  it('Backspace in an empty box clears the one before and moves there; the arrows move', async () => {
    const { user } = await renderApp(<CodeBoxes onComplete={() => {}} />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[1]).toHaveValue('');
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
  });

  it('names the boxes in Danish', async () => {
    await renderApp(<CodeBoxes onComplete={() => {}} />, { lang: 'da' });
    expect(boxes()[0]).toHaveAccessibleName('Ciffer 1 af 5');
  });
});
