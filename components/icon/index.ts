export * from './icons';
export { ICON_SPRITE_PATH, SpriteIcon, spriteIcon, type SvgIconComponent, type SvgIconProps } from './sprite-icon';
