import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../i18n/testing.ts';
import { AppToaster } from './app-toaster.tsx';
import { activeToastCount, clearToasts, dismissToast, setToastDefaults, showToast } from './show-toast.tsx';
import { loadSonner } from './sonner-loader.ts';
import type { ToastOptions } from './toast-options.ts';

/**
 * The first toast loads sonner (a dynamic import) and AppToaster then mounts its Toaster; only then does the
 * toast reach sonner. Sonner renders a new toast on the next timer tick and, once dismissed, waits an animation frame and then
 * 200 ms (its exit animation) before unmounting it.
 */
const unmountDelay = 250;

/** Advances fake time in 10 ms steps, letting React commit (and schedule effect timers) between steps. */
function advance(ms: number) {
  for (let left = ms; left >= 0; left -= 10) {
    act(() => vi.advanceTimersByTime(Math.min(left, 10)));
    if (left < 10) break;
  }
}
async function advanceAsync(ms: number) {
  for (let left = ms; left >= 0; left -= 10) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(left, 10)));
    if (left < 10) break;
  }
}
/** Lets sonner finish loading (a no-op once loaded) and React mount AppToaster's Toaster. */
async function settleLoading() {
  await act(async () => {
    await loadSonner();
  });
}
async function show(options: ToastOptions) {
  let id = '';
  act(() => {
    id = showToast(options);
  });
  await settleLoading();
  advance(0);
  return id;
}
function placement(text: string) {
  const toaster = screen.getByText(text).closest('[data-sonner-toaster]');
  return `${toaster?.getAttribute('data-y-position')}-${toaster?.getAttribute('data-x-position')}`;
}

describe('showToast', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => clearToasts());
    advance(1000);
    vi.useRealTimers();
  });

  it('shows top-right in the app (AppToaster override) while the adapter default is bottom-right', async () => {
    render(<AppToaster />);
    await show({ message: 'No app' });
    expect(placement('No app')).toBe('top-right');

    // Without the app override the adapter asks sonner for bottom-right, whatever the Toaster's own position.
    act(() => setToastDefaults({}));
    await show({ message: 'Adaptador' });
    expect(placement('Adaptador')).toBe('bottom-right');
  });

  it('counts a toast from the call on, and starts its timer only once it is on screen', async () => {
    act(() => {
      showToast({ message: 'Antes do Toaster' });
    });
    expect(activeToastCount()).toBe(1);
    await settleLoading();
    advance(5000); // no Toaster mounted: nothing shows, and no time is used up
    expect(activeToastCount()).toBe(1);
    expect(screen.queryByText('Antes do Toaster')).not.toBeInTheDocument();

    render(<AppToaster />);
    await settleLoading();
    advance(0);
    expect(screen.getByText('Antes do Toaster')).toBeInTheDocument();
    advance(2999);
    expect(screen.getByText('Antes do Toaster')).toBeInTheDocument();
    advance(1 + unmountDelay);
    expect(screen.queryByText('Antes do Toaster')).not.toBeInTheDocument();
    expect(activeToastCount()).toBe(0);
  });

  it('never shows a toast dismissed before it could show', async () => {
    let id = '';
    act(() => {
      id = showToast({ message: 'Cancelado', duration: 60_000 });
    });
    act(() => dismissToast(id));
    expect(activeToastCount()).toBe(0);
    render(<AppToaster />);
    await settleLoading();
    advance(unmountDelay);
    expect(screen.queryByText('Cancelado')).not.toBeInTheDocument();
  });

  it('places a toast at the position asked for', async () => {
    render(<AppToaster />);
    await show({ message: 'Embaixo', position: 'bottom' });
    expect(placement('Embaixo')).toBe('bottom-center');
  });

  it('disappears after its duration (3000 ms by default)', async () => {
    render(<AppToaster />);
    await show({ message: 'Salvo' });
    advance(2999);
    expect(screen.getByText('Salvo')).toBeInTheDocument();
    advance(1 + unmountDelay);
    expect(screen.queryByText('Salvo')).not.toBeInTheDocument();
  });

  it('is dismissed on click when dismissible, and only then', async () => {
    render(<AppToaster />);
    await show({ message: 'Clique', duration: 60_000 });
    await show({ message: 'Fixo', duration: 60_000, dismissible: false });
    fireEvent.click(screen.getByText('Clique'));
    fireEvent.click(screen.getByText('Fixo'));
    advance(unmountDelay);
    expect(screen.queryByText('Clique')).not.toBeInTheDocument();
    expect(screen.getByText('Fixo')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Fechar notificação' })).toHaveLength(0);
  });

  it('pauses the timer while hovered and resumes it on leave', async () => {
    render(<AppToaster />);
    await show({ message: 'Pausa' });
    advance(1000);
    fireEvent.mouseEnter(screen.getByText('Pausa'));
    advance(5000);
    expect(screen.getByText('Pausa')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Pausa'));
    advance(1999);
    expect(screen.getByText('Pausa')).toBeInTheDocument();
    advance(1 + unmountDelay);
    expect(screen.queryByText('Pausa')).not.toBeInTheDocument();
  });

  it('keeps counting while hovered when pauseOnHover is false', async () => {
    render(<AppToaster />);
    await show({ message: 'Sem pausa', pauseOnHover: false });
    fireEvent.mouseEnter(screen.getByText('Sem pausa'));
    advance(3000 + unmountDelay);
    expect(screen.queryByText('Sem pausa')).not.toBeInTheDocument();
  });

  it('with queue, waits (polling every 250 ms) until no other toast shows', async () => {
    render(<AppToaster />);
    await show({ message: 'Primeiro', duration: 1100 });
    await show({ message: 'Na fila', queue: true });
    await advanceAsync(1000);
    expect(screen.queryByText('Na fila')).not.toBeInTheDocument();
    await advanceAsync(100); // Primeiro's time is up at 1100 ms
    expect(activeToastCount()).toBe(0);
    await advanceAsync(100);
    // The stage is empty, but the queued toast only notices at its next poll...
    expect(screen.queryByText('Na fila')).not.toBeInTheDocument();
    await advanceAsync(150);
    // ...which comes at most 250 ms after the stage emptied.
    expect(screen.getByText('Na fila')).toBeInTheDocument();
  });

  it('shows queued toasts one after the other', async () => {
    render(<AppToaster />);
    await show({ message: 'A', queue: true, duration: 500 });
    await show({ message: 'B', queue: true, duration: 500 });
    await advanceAsync(0);
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.queryByText('B')).not.toBeInTheDocument();
    await advanceAsync(750 + unmountDelay);
    expect(screen.queryByText('A')).not.toBeInTheDocument();
    expect(screen.getByText('B')).toBeInTheDocument();
  });

  it('clearToasts dismisses every toast and drops the queued ones', async () => {
    render(<AppToaster />);
    await show({ message: 'Um', duration: 60_000 });
    await show({ message: 'Dois', duration: 60_000, position: 'bottom-left' });
    await show({ message: 'Depois', queue: true });
    act(() => clearToasts());
    await advanceAsync(1000);
    expect(screen.queryByText('Um')).not.toBeInTheDocument();
    expect(screen.queryByText('Dois')).not.toBeInTheDocument();
    expect(screen.queryByText('Depois')).not.toBeInTheDocument();
  });

  it('rejects an invalid position before showing anything', () => {
    render(<AppToaster />);
    // @ts-expect-error -- deliberately invalid
    expect(() => showToast({ message: 'x', position: 'center' })).toThrow(/position "center"/);
    expect(activeToastCount()).toBe(0);
  });
});
