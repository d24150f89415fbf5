// The shell's bars live in ./header/ (one file per part); the shell imports them from here.
export { SiteHeader } from './header/site-header';
export { SiteBottomBar } from './header/bottom-bar';
