import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingLayout } from './layouts/loading-layout.tsx';
import { forgetFirstScreen, keepFirstScreen } from './first-screen.ts';

/** The root element as the server sends a page whose first screen the build drew. */
function drawnRoot(path: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div class="contents" data-first-screen="${path}" inert><h1>Entrar na plataforma</h1></div>`;
  return root;
}

describe('the first screen drawn at build time (issue 19)', () => {
  afterEach(() => forgetFirstScreen());

  it('stays on screen while the app loads on its path, instead of skeletons', () => {
    keepFirstScreen(drawnRoot(window.location.pathname));
    render(<LoadingLayout />);
    expect(screen.getByRole('heading', { name: 'Entrar na plataforma' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives way to the skeletons on another path, and once the app drew its layout', () => {
    keepFirstScreen(drawnRoot('/another/path'));
    const other = render(<LoadingLayout />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    other.unmount();
    keepFirstScreen(drawnRoot(window.location.pathname));
    forgetFirstScreen();
    render(<LoadingLayout />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
