import { describe, expect, it } from 'vitest';
import { trimBelowFold } from './trim-below-fold.ts';

/** Gives `element` the box it would have on a 400×800 screen. */
function placed(element: Element | null, top: number, left = 0, width = 400, height = 100): void {
  if (!element) throw new Error('no such element');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: top, width, height });
}

describe('the last screen keeps only the first screen (issue 19)', () => {
  it('drops what lies below or right of the fold and what is not displayed; keeps the fixed bar whole', () => {
    const live = document.createElement('div');
    live.innerHTML = `
      <header id="top"><a id="logo">Foco Oftalmo</a></header>
      <div class="contents" id="page">
        <section id="hero"><h2>Extensivo</h2></section>
        <ul id="row"><li id="card1">1</li><li id="card2">2</li><li id="card9">9</li></ul>
        <section id="later">Outra linha</section>
      </div>
      <nav id="desktop" style="display: none"><a>Início</a></nav>
      <nav id="bottom" style="position: fixed"><a id="tab">Cursos</a></nav>`;
    document.body.append(live);
    placed(live.querySelector('#top'), 0);
    placed(live.querySelector('#logo'), 10, 0, 120, 40);
    placed(live.querySelector('#hero'), 60, 0, 400, 440);
    placed(live.querySelector('#hero h2'), 200, 0, 400, 60);
    placed(live.querySelector('#row'), 520, 0, 400, 250);
    placed(live.querySelector('#card1'), 520, 0, 260, 250);
    placed(live.querySelector('#card2'), 520, 270, 260, 250);
    placed(live.querySelector('#card9'), 520, 2200, 260, 250);
    placed(live.querySelector('#later'), 1300);
    placed(live.querySelector('#bottom'), 5000);
    const copy = live.cloneNode(true) as HTMLElement;
    trimBelowFold(live, copy, { x: 600, y: 1200 });
    const kept = [...copy.querySelectorAll('[id]')].map((element) => element.id);
    expect(kept).toEqual(['top', 'logo', 'page', 'hero', 'row', 'card1', 'card2', 'bottom', 'tab']);
    expect(live.querySelectorAll('[id]')).toHaveLength(12); // the app's own page is untouched
    live.remove();
  });
});
