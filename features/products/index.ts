// The products feature's public surface (issue 4 §1–§2): the product list screen, the product sheet and
// what the routing needs to serve `<list path>/<slug>-<id>`.
export { getCatalogue, getProduct } from './api/get-products';
export { ProductListScreen } from './components/product-list-screen';
export { ProductSheet } from './components/product-sheet';
export { productDetailPath } from './paths';
