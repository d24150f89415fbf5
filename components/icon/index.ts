export * from './icons';
export { ICON_SPRITE_PATH, spriteIcon, type SvgIconComponent, type SvgIconProps } from './sprite-icon';
