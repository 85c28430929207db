/** The build (esbuild's text loader) puts an imported drawing in the script as its file's text. */
declare module '*.svg' {
  const text: string;
  export default text;
}
