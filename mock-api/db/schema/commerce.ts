// Tables of the commerce area: carts, orders, discounts, carriers, relay points, addresses, schedules, countries, cities.
export {};
