import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './errors/error-screen.tsx';
import { LoadingLayout } from './layouts/loading-layout.tsx';
import { endFirstScreenTakeOver, forgetFirstScreen, keepFirstScreen } from './first-screen.ts';
import { PageTransitionFrame } from './page-transition.tsx';

/** The root element as the server sends a page whose first screen the build drew, in the document. */
function drawnRoot(path: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div class="contents" data-first-screen="${path}" inert><h1>Entrar na plataforma</h1></div><span id="first-screen-end"></span>`;
  document.body.append(root);
  return root;
}

const drawnHeading = () => document.querySelector('[data-first-screen] h1');

describe('the first screen drawn at build time (issue 19)', () => {
  afterEach(() => {
    forgetFirstScreen();
    endFirstScreenTakeOver();
    document.body.innerHTML = '';
  });

  it('is left where the parser put it: the app mounts beside it, and the loading layout draws nothing', () => {
    const root = drawnRoot(window.location.pathname);
    const heading = drawnHeading();
    const mount = keepFirstScreen(root);
    expect(mount).not.toBe(root);
    expect(mount.parentElement).toBe(root);
    expect(mount).toHaveClass('contents');
    render(<LoadingLayout />, { container: mount });
    expect(mount).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The same element, not a copy: nothing is parsed or laid out again.
    expect(drawnHeading()).toBe(heading);
    expect(heading).toBeVisible();
  });

  it('leaves when the app draws its layout, with its end marker', () => {
    const root = drawnRoot(window.location.pathname);
    keepFirstScreen(root);
    forgetFirstScreen();
    expect(drawnHeading()).toBeNull();
    expect(root.querySelector('#first-screen-end')).toBeNull();
  });

  it('leaves for the skeletons on another path', () => {
    const mount = keepFirstScreen(drawnRoot('/another/path'));
    render(<LoadingLayout />, { container: mount });
    expect(drawnHeading()).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('leaves for an error screen', () => {
    const mount = keepFirstScreen(drawnRoot(window.location.pathname));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorScreen error={new Error('quebrou')} onGoBack={() => {}} />, { container: mount });
    expect(drawnHeading()).toBeNull();
    expect(screen.getByTestId('error-screen')).toBeInTheDocument();
  });

  it('mounts the app on the root element itself when nothing was drawn', () => {
    const root = document.createElement('div');
    expect(keepFirstScreen(root)).toBe(root);
    render(<LoadingLayout />);
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
