// Tables of the shop area (filled in by that area).
export {};
