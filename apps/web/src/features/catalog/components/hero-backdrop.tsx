/**
 * A hero's artwork behind its text. The producers' hero images carry their own title on the left, so the
 * picture is anchored right (on phones only its artwork side shows) and a dark scrim covers the text side:
 * from below on phones, from the left on wider screens. The text on top stays white with AA contrast.
 */
export function HeroBackdrop({ src }: { src: string }) {
  return (
    <>
      {src ? (
        <img
          src={src}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 size-full object-cover object-right"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-gray-950 from-35% via-gray-950/70 via-60% to-gray-950/10 md:bg-linear-to-r md:from-55% md:via-gray-950/90 md:via-65% md:to-transparent md:to-90%"
      />
    </>
  );
}
