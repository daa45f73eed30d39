/** Minimal home page of the foundation; the public-site issues replace it with the real shell and pages. */
export function App() {
  return (
    <main>
      <h1>Un anniversaire gourmand chez un artisan près de chez vous</h1>
      <p>Plus de 150 anniversaires organisés.</p>
    </main>
  );
}
