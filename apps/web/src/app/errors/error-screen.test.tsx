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

  it("shows the spec's 404 texts and a working 'Go Back'; the technical message goes to the console", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onGoBack = vi.fn();
    const error = pageNotFound('/filmes');
    render(<ErrorScreen error={error} onGoBack={onGoBack} />);
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    expect(screen.queryByText(/Page Not Found/)).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[error screen]', 'Page Not Found: /filmes', error);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
  });

  it("says 'An error occurred' for other errors, without their message", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorScreen error={new Error('boom')} onGoBack={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('renders nothing for a crawler and only logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const error = new Error('boom');
    const { container } = render(<ErrorScreen error={error} onGoBack={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
    expect(log).toHaveBeenCalledWith('[error screen skipped for crawler]', 'boom', error);
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
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
