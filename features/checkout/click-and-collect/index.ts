// The click-and-collect slot picker's public surface (spec §3 Checkout state `clickAndCollect`, §9
// CLICK_AND_COLLECT_HOURS; issue 14). Re-exported by features/checkout/index.ts; other features import from there.
export { CollectSlotPicker, type CollectSlotPickerProps } from './components/collect-slot-picker';
export { CollectSlotSummary, type CollectSlotSummaryProps } from './components/collect-slot-summary';
export {
  allowedDates,
  availableSchedules,
  isCompleteSlot,
  type CollectSlot,
  frenchDate,
  shownDate,
  readyAt,
  scheduleWindows,
  type AvailableSchedule,
  type CalendarMonth,
  type CollectSchedule,
  type CollectWindow,
} from './slots';
export { allowedDatesQuery, collectAddressesQuery, COLLECT_QUERY_ROOT } from './api/collect-queries';
