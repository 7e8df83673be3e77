import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingLayout } from './layouts/loading-layout.tsx';
import { endFirstScreenTakeOver, forgetFirstScreen, keepFirstScreen } from './first-screen.ts';
import { PageTransitionFrame } from './page-transition.tsx';

/** The root element as the server sends a page whose first screen the build drew. */
function drawnRoot(path: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div class="contents" data-first-screen="${path}" inert><h1>Entrar na plataforma</h1></div>`;
  return root;
}

describe('the first screen drawn at build time (issue 19)', () => {
  afterEach(() => {
    forgetFirstScreen();
    endFirstScreenTakeOver();
  });

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

  it('lets the first page take it over without its fade-in; later pages fade in as usual', () => {
    keepFirstScreen(drawnRoot(window.location.pathname));
    forgetFirstScreen(); // the layout is drawn
    const first = render(<PageTransitionFrame transition="fade">page</PageTransitionFrame>);
    expect(first.container.firstElementChild).not.toHaveClass('page-transition-fade');
    first.unmount();
    const next = render(<PageTransitionFrame transition="fade">page</PageTransitionFrame>);
    expect(next.container.firstElementChild).toHaveClass('page-transition-fade');
  });

  it('fades the page in when no screen was drawn', () => {
    const page = render(<PageTransitionFrame transition="fade">page</PageTransitionFrame>);
    expect(page.container.firstElementChild).toHaveClass('page-transition-fade');
  });
});
