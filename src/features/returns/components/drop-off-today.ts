/** Today as the service counts days (UTC). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
