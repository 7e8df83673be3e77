import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../lib/i18n/testing.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { pageNotFound } from './page-error.ts';

const browserAgent = navigator.userAgent;

function setUserAgent(value: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

describe('ErrorScreen', () => {
  beforeAll(() => useTestLocale('en'));
  afterEach(() => setUserAgent(browserAgent));

  it("shows the spec's 404 texts, the error message and a working 'Go Back'", async () => {
    const onGoBack = vi.fn();
    render(<ErrorScreen error={pageNotFound('/filmes')} onGoBack={onGoBack} />);
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    expect(screen.getByText('Page Not Found: /filmes')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
  });

  it("says 'An error occurred' for other errors", () => {
    render(<ErrorScreen error={new Error('boom')} onGoBack={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
  });

  it('renders nothing for a crawler and only logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const error = new Error('boom');
    const { container } = render(<ErrorScreen error={error} onGoBack={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
  });
});

function Broken(): never {
  throw new Error('Provider exploded');
}

describe('AppErrorBoundary', () => {
  beforeAll(() => useTestLocale('en'));

  it('replaces a crashed tree with the error screen, whose Go Back loads /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    expect(screen.getByText('Provider exploded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
