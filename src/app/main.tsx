import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { boot } from './boot';

const mount = document.getElementById('app');
if (mount) {
  void boot().then((b) => createRoot(mount).render(<StrictMode><App boot={b} /></StrictMode>));
}
