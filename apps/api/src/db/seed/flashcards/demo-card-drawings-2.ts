/**
 * Demo card pictures of anestesiologia and cirurgia vascular, drawn as SVG (rendered to PNG at seed time):
 * schematic, labelled with letters or numbers so the picture asks and the back answers.
 */

const font = 'font-family="DejaVu Sans, Arial, sans-serif"';
const frame = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<rect width="${width}" height="${height}" fill="#ffffff"/>${body}</svg>`;
const text = (x: number, y: number, value: string, size = 18, weight = 'bold') =>
  `<text x="${x}" y="${y}" ${font} font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="#1f2937">${value}</text>`;

/**
 * The open mouth, tongue protruded, sitting (Mallampati), as panels A–D: I soft palate, fauces, uvula and pillars;
 * II soft palate, fauces and uvula; III soft palate and the base of the uvula; IV the hard palate only.
 */
export function mallampatiSvg(): string {
  const panel = (
    x: number,
    letter: string,
    tongueTop: number,
    show: { pillars: boolean; uvula: 'full' | 'base' | 'none' },
  ) => {
    const pillars = show.pillars
      ? '<path d="M28 70 Q34 110 30 150 M112 70 Q106 110 110 150" stroke="#b91c1c" stroke-width="4" fill="none"/>'
      : '';
    const uvula =
      show.uvula === 'full'
        ? '<path d="M62 40 Q70 95 78 40 Z" fill="#e11d48"/>'
        : show.uvula === 'base'
          ? '<path d="M62 40 Q70 62 78 40 Z" fill="#e11d48"/>'
          : '';
    return (
      `<g transform="translate(${x},10)">` +
      '<ellipse cx="70" cy="95" rx="62" ry="82" fill="#7f1d1d" stroke="#9f1239" stroke-width="6"/>' +
      '<path d="M14 40 Q70 -4 126 40 L126 46 Q70 30 14 46 Z" fill="#fecdd3"/>' +
      `${pillars}${uvula}` +
      `<path d="M8 ${tongueTop + 30} Q70 ${tongueTop - 10} 132 ${tongueTop + 30} L132 185 L8 185 Z" fill="#fb7185"/>` +
      '<path d="M8 95 Q8 180 70 182 Q132 180 132 95 L140 95 L140 190 L0 190 L0 95 Z" fill="#ffffff"/>' +
      `${text(70, 215, letter)}</g>`
    );
  };
  return frame(
    600,
    230,
    [
      panel(0, 'A', 140, { pillars: true, uvula: 'full' }),
      panel(150, 'B', 105, { pillars: false, uvula: 'full' }),
      panel(300, 'C', 70, { pillars: false, uvula: 'base' }),
      panel(450, 'D', 36, { pillars: false, uvula: 'none' }),
    ].join(''),
  );
}

/**
 * The laryngoscopic view (Cormack-Lehane), as panels A–D: 1 the whole glottis; 2 its posterior part; 3 the
 * epiglottis only; 4 not even the epiglottis.
 */
export function cormackLehaneSvg(): string {
  const epiglottis = '<path d="M30 60 Q70 10 110 60 Q70 40 30 60 Z" fill="#fda4af" stroke="#9f1239" stroke-width="2"/>';
  const cords = (clip: number) =>
    `<g clip-path="url(#c${clip})"><path d="M70 70 L40 170 L100 170 Z" fill="#1f2937"/>` +
    '<path d="M70 70 L44 170 M70 70 L96 170" stroke="#f8fafc" stroke-width="6"/>' +
    '<path d="M36 170 Q70 190 104 170" stroke="#fda4af" stroke-width="8" fill="none"/></g>';
  const panel = (x: number, letter: string, body: string, clip: number, from: number) =>
    `<defs><clipPath id="c${clip}"><rect x="0" y="${from}" width="140" height="200"/></clipPath></defs>` +
    `<g transform="translate(${x},10)"><ellipse cx="70" cy="100" rx="66" ry="92" fill="#be123c"/>${body}` +
    `${text(70, 215, letter)}</g>`;
  return frame(
    600,
    230,
    [
      panel(0, 'A', epiglottis + cords(1), 1, 0),
      panel(150, 'B', epiglottis + cords(2), 2, 135),
      panel(300, 'C', epiglottis, 3, 0),
      panel(450, 'D', '', 4, 0),
    ].join(''),
  );
}

/** The ankle-brachial index measured: both arms and, at each ankle, the dorsalis pedis and posterior tibial. */
export function anklePressuresSvg(): string {
  const body =
    '<circle cx="240" cy="40" r="24" fill="#e5e7eb" stroke="#6b7280" stroke-width="2"/>' +
    '<path d="M205 70 L275 70 L285 190 L195 190 Z M205 75 L150 175 M275 75 L330 175 M215 190 L200 330 M265 190 L280 330" stroke="#6b7280" stroke-width="14" stroke-linecap="round" fill="#e5e7eb"/>' +
    '<rect x="158" y="115" width="26" height="22" rx="4" fill="#2563eb" transform="rotate(28 171 126)"/>' +
    '<rect x="296" y="115" width="26" height="22" rx="4" fill="#2563eb" transform="rotate(-28 309 126)"/>' +
    '<rect x="188" y="290" width="26" height="18" rx="4" fill="#2563eb"/>' +
    '<rect x="266" y="290" width="26" height="18" rx="4" fill="#2563eb"/>';
  const reading = (x: number, y: number, lines: readonly string[]) =>
    lines.map((line, index) => text(x, y + index * 22, line, 16, 'normal')).join('');
  return frame(
    480,
    360,
    body +
      text(70, 30, 'Direita', 16) +
      text(410, 30, 'Esquerda', 16) +
      reading(70, 120, ['Braquial', '120 mmHg']) +
      reading(410, 120, ['Braquial', '130 mmHg']) +
      reading(70, 280, ['Pediosa 90', 'Tibial post. 100']) +
      reading(410, 280, ['Pediosa 70', 'Tibial post. 80']),
  );
}
