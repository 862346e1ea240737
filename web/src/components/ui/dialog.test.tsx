import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { Dialog } from './dialog';

function WithDialog({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      title="Delete the advert?"
      onClose={() => {
        onClose?.();
        setOpen(false);
      }}
    >
      <p>This cannot be undone.</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is a modal named by its title, and its close button closes it', async () => {
    const onClose = vi.fn();
    const { user } = await renderApp(<WithDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete the advert?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape (the browser’s cancel) closes it through the page’s own handler', async () => {
    const onClose = vi.fn();
    await renderApp(<WithDialog onClose={onClose} />);
    const escape = new Event('cancel', { cancelable: true });
    act(() => void screen.getByRole('dialog').dispatchEvent(escape));
    // The browser would close the dialog itself; the page decides instead.
    expect(escape.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click on the backdrop closes it; a click inside does not', async () => {
    const onClose = vi.fn();
    const { user } = await renderApp(<WithDialog onClose={onClose} />);
    await user.click(screen.getByText('This cannot be undone.'));
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop is the <dialog> element itself, around its content.
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names its close button in Danish', async () => {
    await renderApp(<WithDialog />, { lang: 'da' });
    expect(screen.getByRole('button', { name: 'Luk' })).toBeInTheDocument();
  });
});
