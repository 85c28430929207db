type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'eu-post-registration.arrived';

/*
 * Spec 000 §2: /eu-post-registration shows its form only to an owner arriving right after registration (or in
 * webview); anyone else goes on to marketing options. Boot marks the arrival when the provider reports a new
 * account; the mark lasts for the tab until the choices are saved, so a reload does not lose the page.
 */
export function markJustRegistered(storage: Storage): void {
  try {
    storage.setItem(KEY, '1');
  } catch {
    /* without storage the owner lands on marketing options instead */
  }
}

export function isJustRegistered(storage: Storage): boolean {
  try {
    return storage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function clearJustRegistered(storage: Storage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
