import type { ReactElement, SVGProps } from 'react';

export type SvgIconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & { size?: number | string };
export type SvgIconComponent = ((props: SvgIconProps) => ReactElement) & {
  displayName?: string;
  /** The icon's name in the sprite: what a server component hands a client one instead of a drawn icon. */
  iconName: string;
};

/**
 * Where the sprite is served (app/icons.svg/route.ts). Its version (next.config.ts: a hash of sprite.ts, icons.ts and
 * lucide-react's version) changes the address whenever the drawings may have, so browsers keep it a year.
 */
export const ICON_SPRITE_PATH = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION ?? 'dev'}`;

/**
 * An icon as one `<use>` of the sprite: lucide's classes (`lucide lucide-<name>`), 24 × 24 unless sized, its stroke
 * width, hidden from assistive technologies unless labelled. No hook and no context, so it renders the same in a
 * server and in a client component.
 *
 * Why not lucide-react's components: they render through lucide's client `Icon`, so each icon drawn by a server
 * component crossed into the page's payload as a client reference with its drawing, and hydrated; drawn inline, the
 * home's 36 icons were 15 kB of its 37 kB of markup, twice over (markup and payload). A `<use>` is ~130 bytes, and
 * the drawings come once, in a file every page shares.
 */
export function SpriteIcon({
  name,
  size = 24,
  strokeWidth = 2,
  className: extra,
  ...rest
}: SvgIconProps & { name: string }) {
  const labelled = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;
  const className = `lucide lucide-${name}`;
  return (
    <svg
      width={size}
      height={size}
      strokeWidth={strokeWidth}
      className={extra ? `${className} ${extra}` : className}
      aria-hidden={labelled ? undefined : true}
      {...rest}
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}

/** One named icon of the sprite, as a component (`components/icon/icons.ts`). */
export function spriteIcon(name: string): SvgIconComponent {
  const Named = (props: SvgIconProps) => <SpriteIcon name={name} {...props} />;
  Named.displayName = `SpriteIcon(${name})`;
  Named.iconName = name;
  return Named;
}
