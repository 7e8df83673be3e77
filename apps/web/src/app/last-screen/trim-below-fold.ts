/** How much of the page a last screen keeps: the first screen and half of the next, down and across. */
const foldScreens = 1.5;

/**
 * Removes from `copy` (a deep clone of `live`) what the learner would not see at first: what lies wholly below or
 * right of the fold (the rows further down, a carousel's later cards) and what is not displayed at all. The last
 * screen shows only the first screen, and every element more is parsed, styled and laid out on a phone's busy main
 * thread before it paints. Fixed and sticky elements (the header, the bottom navigation) stay whole.
 */
export function trimBelowFold(
  live: Element,
  copy: Element,
  fold = { x: window.innerWidth * foldScreens, y: window.innerHeight * foldScreens },
): void {
  const copies = [...copy.children];
  [...live.children].forEach((child, index) => {
    const copied = copies[index];
    if (!copied) return;
    const style = getComputedStyle(child);
    if (style.display === 'none') return copied.remove();
    if (style.position === 'fixed' || style.position === 'sticky') return;
    const rect = child.getBoundingClientRect();
    const empty = rect.width === 0 && rect.height === 0; // display: contents, judged by its children
    if (!empty && (rect.top + window.scrollY >= fold.y || rect.left + window.scrollX >= fold.x)) return copied.remove();
    trimBelowFold(child, copied, fold);
  });
}
