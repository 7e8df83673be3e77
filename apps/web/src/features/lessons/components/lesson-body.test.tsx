import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonBody } from './lesson-body.tsx';

describe('LessonBody', () => {
  it('renders paragraphs and lists', () => {
    render(
      <LessonBody body={'A PIO normal vai de 10 a 21 mmHg.\n\nFatores de risco:\n- idade\n- história familiar'} />,
    );
    const body = screen.getByTestId('lesson-body');
    expect(body.querySelectorAll('p')).toHaveLength(2);
    expect(
      within(body)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['idade', 'história familiar']);
  });

  it('shows markup from the data as text, never as HTML', () => {
    const { container } = render(
      <LessonBody body={'<img src=x onerror="alert(1)"> <b>negrito</b>\n\n- <script>alert(2)</script>'} />,
    );
    expect(container.querySelector('img, b, script')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"> <b>negrito</b>')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('<script>alert(2)</script>');
  });

  it('renders nothing for an empty body', () => {
    const { container } = render(<LessonBody body="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});
