/**
 * What the wallet script (the market's scripts.wallet address, a separate product) offers the page once it has run:
 * it registers itself as window.ownerWallet and renders into the element the page gives it.
 */
export interface WalletApp {
  /** Renders the owner's payment methods into element; may return a function that takes them out again. */
  mount(element: HTMLElement, options: WalletMountOptions): (() => void) | void;
}

export interface WalletMountOptions {
  /** The page's language and region, e.g. en-gb. */
  locale: string;
  /** The market id, e.g. product/en-gb. */
  market: string;
}

declare global {
  interface Window {
    ownerWallet?: WalletApp;
  }
}

/** The application the wallet script registered, if it has run. */
export function registeredWallet(scope: { ownerWallet?: unknown }): WalletApp | undefined {
  const app = scope.ownerWallet;
  return typeof app === 'object' && app !== null && typeof (app as WalletApp).mount === 'function'
    ? (app as WalletApp)
    : undefined;
}
