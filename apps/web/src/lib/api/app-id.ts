const appIdStorageKey = 'app_id';

/** A random id for this browser, generated once and kept in localStorage (sent as X-App-Id). */
export function getAppId(): string {
  const stored = localStorage.getItem(appIdStorageKey);
  if (stored) return stored;
  const id = crypto.randomUUID();
  localStorage.setItem(appIdStorageKey, id);
  return id;
}
