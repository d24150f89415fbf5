// The services feature's public surface (spec §7 services): the price list screen and a service's own page.
export { getService, getServices } from './api/get-services';
export { PriceList } from './components/price-list';
export { ServiceDetail } from './components/service-detail';
export { serviceDetailPath } from './tags';
