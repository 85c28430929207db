/** The build (esbuild's dataurl loader) turns an imported picture into its data address. */
declare module '*.svg' {
  const address: string;
  export default address;
}
