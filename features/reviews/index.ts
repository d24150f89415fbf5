// Reviews from the maps service (spec §7 GET /google/reviews). Other features import only from here.
export { ReviewsScreen } from './components/reviews-screen';
export { getReviewSummary } from './api/get-reviews';
