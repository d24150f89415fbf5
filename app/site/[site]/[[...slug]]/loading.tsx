export default function Loading() {
  return <div className="page-skeleton" aria-busy="true" />;
}
