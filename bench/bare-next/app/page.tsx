export default function P() {
  return (
    <main>
      <h1>Bonjour</h1>
      <p>Page nue.</p>
    </main>
  );
}
