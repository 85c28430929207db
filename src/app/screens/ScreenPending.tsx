/** Routes whose screens are not built yet still resolve, and say so plainly. */
export function ScreenPending({ screen, dashboardPath }: { screen: string; dashboardPath: string }) {
  return (
    <section aria-labelledby="pending-title">
      <h1 id="pending-title">{screen.replace(/-/g, ' ')}</h1>
      <p>This page is not available yet.</p>
      <a href={dashboardPath}>Back to account dashboard</a>
    </section>
  );
}
