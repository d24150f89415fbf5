'use client';

import { useEffect } from 'react';

/** Where the visitor types, the context menu stays (paste, spelling): forms remain usable. */
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** LOCK_RIGHT_CLICK: the browser's context menu is not offered on the site. */
export function RightClickLock() {
  useEffect(() => {
    const block = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(EDITABLE)) return;
      event.preventDefault();
    };
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, []);
  return null;
}
