// Tables of the content area (filled in by that area).
export {};
