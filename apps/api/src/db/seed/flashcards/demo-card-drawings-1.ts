/**
 * Demo card pictures of ortopedia and oftalmologia, drawn as SVG (rendered to PNG at seed time): schematic,
 * labelled with letters so the picture asks and the back answers.
 */

const font = 'font-family="DejaVu Sans, Arial, sans-serif"';
const frame = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<rect width="${width}" height="${height}" fill="#ffffff"/>${body}</svg>`;
const label = (x: number, y: number, text: string, size = 18) =>
  `<text x="${x}" y="${y}" ${font} font-size="${size}" font-weight="bold" text-anchor="middle" fill="#1f2937">${text}</text>`;
const red = 'stroke="#dc2626" stroke-width="4" fill="none" stroke-linecap="round"';

/**
 * A long bone's end: epiphysis (top cap), physis (the growth plate, a grey band) and metaphysis below, with a
 * fracture line `trace` (A–E: Salter-Harris I to V).
 */
function physealPanel(x: number, letter: string, trace: string): string {
  const bone = 'fill="#f5e6c8" stroke="#6b7280" stroke-width="2"';
  return (
    `<g transform="translate(${x},20)">` +
    `<path d="M10 70 Q10 10 60 10 Q110 10 110 70 Z" ${bone}/>` +
    `<rect x="10" y="70" width="100" height="12" fill="#9ca3af"/>` +
    `<path d="M10 82 L110 82 L95 200 L25 200 Z" ${bone}/>` +
    `${trace}${label(60, 230, letter)}</g>`
  );
}

/** Salter-Harris I–V as panels A–E: through the physis; + metaphysis; + epiphysis; across all three; crushed. */
export function salterHarrisSvg(): string {
  const panels = [
    physealPanel(0, 'A', `<path d="M8 76 L112 76" ${red}/>`),
    physealPanel(120, 'B', `<path d="M8 76 L70 76 L104 130" ${red}/>`),
    physealPanel(240, 'C', `<path d="M112 76 L55 76 L45 14" ${red}/>`),
    physealPanel(360, 'D', `<path d="M62 12 L62 76 L70 82 L96 150" ${red}/>`),
    physealPanel(
      480,
      'E',
      `<path d="M14 76 L30 70 L46 82 L62 70 L78 82 L94 70 L108 76" ${red}/>` +
        `<path d="M60 -12 L60 4 M54 -2 L60 6 L66 -2" stroke="#1f2937" stroke-width="3" fill="none"/>`,
    ),
  ];
  return frame(600, 260, panels.join(''));
}

/** Pauwels: the fracture line's angle with the horizontal, A under 30°, B 30–50°, C over 50°. */
export function pauwelsSvg(): string {
  const panel = (x: number, letter: string, degrees: number) => {
    const rad = (degrees * Math.PI) / 180;
    const dx = Math.round(70 * Math.cos(rad));
    const dy = Math.round(70 * Math.sin(rad));
    return (
      `<g transform="translate(${x},-40)">` +
      `<path d="M20 150 L140 150" stroke="#6b7280" stroke-width="2" stroke-dasharray="6 4"/>` +
      `<path d="M${80 - dx} ${150 + dy} L${80 + dx} ${150 - dy}" ${red}/>` +
      `<path d="M120 150 A40 40 0 0 0 ${80 + Math.round(40 * Math.cos(rad))} ${150 - Math.round(40 * Math.sin(rad))}" stroke="#1f2937" stroke-width="2" fill="none"/>` +
      `${label(160, 140, `${degrees}°`, 14)}${label(80, 260, letter)}</g>`
    );
  };
  return frame(540, 240, panel(0, 'A', 20) + panel(180, 'B', 40) + panel(360, 'C', 65));
}

/** Two optic discs (pink rim, pale cup): A with a vertical cup-to-disc ratio of 0.3, B of 0.8. */
export function cupToDiscSvg(): string {
  const disc = (cx: number, letter: string, ratio: number) =>
    `<ellipse cx="${cx}" cy="120" rx="80" ry="90" fill="#f4a99b" stroke="#b45309" stroke-width="2"/>` +
    `<ellipse cx="${cx + 6}" cy="120" rx="${Math.round(80 * ratio)}" ry="${Math.round(90 * ratio)}" fill="#fdf2d0"/>` +
    `<path d="M${cx - 50} 120 Q${cx - 70} 40 ${cx - 20} 30 M${cx + 50} 130 Q${cx + 90} 200 ${cx + 20} 210" stroke="#b91c1c" stroke-width="5" fill="none"/>` +
    label(cx, 240, letter);
  return frame(
    440,
    260,
    `<rect width="440" height="260" fill="#7f1d1d" opacity="0.12"/>${disc(110, 'A', 0.3)}${disc(330, 'B', 0.8)}`,
  );
}
