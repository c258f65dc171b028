export default function HomePage() {
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: '3rem 1.25rem' }}>
      <h1>Sofra</h1>
      <p>Order from our kitchen: delivery to your door, pickup at the counter, or at your table.</p>
    </main>
  );
}
