import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear, HydratingServerPage, hydrateWaitingCards } from './hydrate-when-near';

/** jsdom lays nothing out: the browser's IntersectionObserver, told by the test which element is near. */
class NearScreen {
  static observers: NearScreen[] = [];
  readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    NearScreen.observers.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  disconnect() {
    this.elements.clear();
  }
  static bringNear(element: Element) {
    for (const observer of NearScreen.observers.filter((o) => o.elements.has(element))) {
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

/** A card that answers clicks only once React has hydrated it. */
function Card({ name }: { name: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <button type="button" onClick={() => setOpened(true)}>
      {opened ? `${name} opened` : name}
    </button>
  );
}

const NAMES = ['Anna', 'Bella', 'Clara'];
const List = ({ suffix = '' }: { suffix?: string }) => (
  <ul>
    {NAMES.map((name) => (
      <HydrateWhenNear key={name}>
        <Card name={name + suffix} />
      </HydrateWhenNear>
    ))}
  </ul>
);
const list = <List />;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  NearScreen.observers = [];
  document.body.innerHTML = '';
});

/** The server's markup in the page, then the browser hydrating it, as main.tsx does. */
async function hydrate() {
  vi.stubGlobal('IntersectionObserver', NearScreen);
  const errors = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  container.innerHTML = renderToString(list);
  document.body.append(container);
  const served = [...container.querySelectorAll('button')];
  await act(async () => {
    root = hydrateRoot(container, <HydratingServerPage value>{list}</HydratingServerPage>);
  });
  const items = [...container.querySelectorAll('li')];
  return { container, served, items, errors };
}

const click = (element: Element) =>
  act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });

describe('HydrateWhenNear', () => {
  it('keeps the server’s cards as they are and hydrates only the one that comes near the screen', async () => {
    const { container, served, items, errors } = await hydrate();
    // Every card is still the element the server sent, and none listens yet.
    expect([...container.querySelectorAll('button')]).toEqual(served);
    await click(served[1]!);
    expect(served[1]).toHaveTextContent(/^Bella$/);
    expect(items[1]).not.toHaveAttribute('data-hydrated');

    await act(async () => NearScreen.bringNear(items[1]!));
    await click(served[1]!);
    expect(served[1]).toHaveTextContent('Bella opened');
    // The public sign that a card is hydrated (journeys read it), on that card alone.
    expect(items.map((item) => item.hasAttribute('data-hydrated'))).toEqual([false, true, false]);
    expect(container.querySelector('button')).toBe(served[0]);
    await click(served[0]!);
    expect(served[0]).toHaveTextContent(/^Anna$/);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a card at once when it is touched or focused before it came near', async () => {
    const { served, items } = await hydrate();
    await act(async () => {
      served[2]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });

    await click(served[2]!);
    expect(served[2]).toHaveTextContent('Clara opened');
    expect(items[0]).toHaveTextContent(/^Anna$/);
  });

  it('hydrates every waiting card when asked (a navigation is about to change their context)', async () => {
    const { served } = await hydrate();
    await act(async () => hydrateWaitingCards());
    for (const [i, button] of served.entries()) {
      await click(button);
      expect(button).toHaveTextContent(`${NAMES[i]} opened`);
    }
  });

  it('hydrates every waiting card when the list changes, keeping the server’s elements', async () => {
    const { container, served } = await hydrate();
    await act(async () =>
      root!.render(
        <HydratingServerPage value>
          <List suffix="!" />
        </HydratingServerPage>,
      ),
    );
    expect([...container.querySelectorAll('button')]).toEqual(served);
    expect(served.map((b) => b.textContent)).toEqual(NAMES.map((name) => `${name}!`));
    await click(served[0]!);
    expect(served[0]).toHaveTextContent('Anna! opened');
  });

  it('renders every card at once in a list rendered in the browser', async () => {
    vi.stubGlobal('IntersectionObserver', NearScreen);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<HydratingServerPage value>{list}</HydratingServerPage>);
    });
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(NAMES);
    for (const item of container.querySelectorAll('li'))
      expect(item).toHaveAttribute('data-hydrated', 'true');
    await click(buttons[2]!);
    expect(buttons[2]).toHaveTextContent('Clara opened');
  });
});
