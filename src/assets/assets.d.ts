/** The build (esbuild's file loader) turns an imported picture into the address of its hashed copy under /assets/. */
declare module '*.svg' {
  const address: string;
  export default address;
}
