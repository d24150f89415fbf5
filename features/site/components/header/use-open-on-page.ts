'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';

/**
 * Open/closed state of a header menu that a page change closes (the header stays mounted across pages): the menu
 * remembers the page it was opened on, and is open only on that page. Derived, so the first render of the new page
 * already shows it closed; the stale page is dropped in the same render, so coming back (Back) does not reopen it.
 */
export function useOpenOnPage(): [open: boolean, setOpen: (open: boolean) => void] {
  const pathname = usePathname() ?? '/';
  const [openOn, setOpenOn] = useState<string | null>(null);
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  return [openOn === pathname, (open) => setOpenOn(open ? pathname : null)];
}
