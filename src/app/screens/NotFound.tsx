export function NotFound({ homePath }: { homePath: string }) {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <a href={homePath}>Go to your account</a>
    </section>
  );
}
