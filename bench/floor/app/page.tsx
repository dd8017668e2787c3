export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js page, measured next to the site by the bench.</p>
    </main>
  );
}
