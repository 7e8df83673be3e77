import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMediaQueries } from '../../test/media-query.ts';
import { Button } from './button.tsx';
import { rippleDurationMs } from './ripple.ts';

const ripples = (element: HTMLElement) => element.querySelectorAll('[data-ripple]');

afterEach(() => vi.useRealTimers());

describe('Button', () => {
  it('is a button (type=button) with a 44 px minimum tap target and a visible focus style', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('min-h-11', 'min-w-11', 'focus-visible:outline-2');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Ok</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('data-variant', variant);
  });

  it('renders its child instead with asChild, keeping the button look', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/courses">Cursos</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Cursos' });
    expect(link).toHaveAttribute('href', '/courses');
    expect(link).toHaveClass('min-h-11');
    expect(link).not.toHaveAttribute('type');
  });

  it('shows a ripple for exactly 401 ms', () => {
    vi.useFakeTimers();
    mockMediaQueries({ '(prefers-reduced-motion: reduce)': false });
    render(<Button>Toque</Button>);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button, { clientX: 5, clientY: 5 });
    expect(ripples(button)).toHaveLength(1);
    expect(rippleDurationMs).toBe(401);
    act(() => vi.advanceTimersByTime(400));
    expect(ripples(button)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(ripples(button)).toHaveLength(0);
  });

  it('shows no ripple under prefers-reduced-motion', () => {
    mockMediaQueries({ '(prefers-reduced-motion: reduce)': true });
    render(<Button>Toque</Button>);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button);
    expect(ripples(button)).toHaveLength(0);
  });
});
