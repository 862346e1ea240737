import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './client-only';
import {
  HydrateInTurn,
  HydrateWhenNear,
  TakingOverServerPage,
  takeOverWaitingCards,
} from './hydrate-when-near';

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

/** A card that answers clicks only once React has taken it over. */
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

/** The server's markup in the page, then the browser taking it over, as main.tsx does. */
async function takeOver() {
  vi.stubGlobal('IntersectionObserver', NearScreen);
  const errors = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  container.innerHTML = renderToString(list);
  document.body.append(container);
  const served = [...container.querySelectorAll('button')];
  await act(async () => {
    root = hydrateRoot(container, <TakingOverServerPage value>{list}</TakingOverServerPage>);
  });
  const items = [...container.querySelectorAll('li')];
  return { container, served, items, errors };
}

const click = (element: Element) =>
  act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });

describe('HydrateWhenNear', () => {
  it('keeps the server’s cards as they are and takes over only the one that comes near the screen', async () => {
    const { container, served, items, errors } = await takeOver();
    // Every card is still the element the server sent, and none listens yet.
    expect([...container.querySelectorAll('button')]).toEqual(served);
    await click(served[1]!);
    expect(served[1]).toHaveTextContent(/^Bella$/);

    await act(async () => NearScreen.bringNear(items[1]!));
    await click(served[1]!);
    expect(served[1]).toHaveTextContent('Bella opened');
    expect(container.querySelector('button')).toBe(served[0]);
    await click(served[0]!);
    expect(served[0]).toHaveTextContent(/^Anna$/);
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes a card over at once when it is touched or focused before it came near', async () => {
    const { served, items } = await takeOver();
    await act(async () => {
      served[2]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });

    await click(served[2]!);
    expect(served[2]).toHaveTextContent('Clara opened');
    expect(items[0]).toHaveTextContent(/^Anna$/);
  });

  it('takes every waiting card over when asked (a navigation is about to change their context)', async () => {
    const { served } = await takeOver();
    await act(async () => takeOverWaitingCards());
    for (const [i, button] of served.entries()) {
      await click(button);
      expect(button).toHaveTextContent(`${NAMES[i]} opened`);
    }
  });

  it('takes every waiting card over when the list changes, keeping the server’s elements', async () => {
    const { container, served } = await takeOver();
    await act(async () =>
      root!.render(
        <TakingOverServerPage value>
          <List suffix="!" />
        </TakingOverServerPage>,
      ),
    );
    expect([...container.querySelectorAll('button')]).toEqual(served);
    expect(served.map((b) => b.textContent)).toEqual(NAMES.map((name) => `${name}!`));
    await click(served[0]!);
    expect(served[0]).toHaveTextContent('Anna! opened');
  });

  it('renders every card at once in a list drawn in the browser', async () => {
    vi.stubGlobal('IntersectionObserver', NearScreen);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<TakingOverServerPage value>{list}</TakingOverServerPage>);
    });
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(NAMES);
    await click(buttons[2]!);
    expect(buttons[2]).toHaveTextContent('Clara opened');
  });
});

/** Shows which snapshot it was drawn with, in an attribute: a takeover leaves attributes as the server sent them. */
function Drawn() {
  const hydrated = useHydrated();
  return <span data-drawn={hydrated ? 'browser' : 'server'}>{hydrated ? 'browser' : 'server'}</span>;
}
const PARTS = (
  <div>
    <HydrateInTurn>
      <Card name="Anna" />
    </HydrateInTurn>
    <HydrateInTurn>
      <Card name="Bella" />
      <Drawn />
    </HydrateInTurn>
  </div>
);
/** Lets the browser run the tasks already waiting (one part is taken over per task). */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('HydrateInTurn', () => {
  it('takes the parts of a server page over one task after another, in order, keeping the server’s elements', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(PARTS);
    document.body.append(container);
    const [anna, bella] = [...container.querySelectorAll('button')];
    const drawn = container.querySelector('span')!;
    act(() => {
      root = hydrateRoot(container, <TakingOverServerPage value>{PARTS}</TakingOverServerPage>);
    });
    // Taken over, but not yet its parts: they are the server's elements and do not listen.
    await click(anna!);
    expect(anna).toHaveTextContent(/^Anna$/);

    await nextTask();
    await click(anna!);
    await click(bella!);
    expect(anna).toHaveTextContent('Anna opened');
    expect(bella).toHaveTextContent(/^Bella$/);

    await nextTask();
    await click(bella!);
    expect(bella).toHaveTextContent('Bella opened');
    expect([...container.querySelectorAll('button')]).toEqual([anna, bella]);
    // The late part was taken over as the server drew it, then drawn as the browser's.
    expect(container.querySelector('span')).toBe(drawn);
    expect(drawn).toHaveAttribute('data-drawn', 'browser');
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws its part at once on a page drawn in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<TakingOverServerPage value>{PARTS}</TakingOverServerPage>);
    });
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Anna', 'Bella']);
    await click(buttons[1]!);
    expect(buttons[1]).toHaveTextContent('Bella opened');
    expect(container.querySelector('span')).toHaveAttribute('data-drawn', 'browser');
  });
});
