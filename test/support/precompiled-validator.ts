/*
 * The app imports rjsf's precompiled-validator factory by its ES-module file (the package's exports name no such
 * subpath for require): under Jest the same function comes from the package's CommonJS build.
 */
export { createPrecompiledValidator as default } from '@rjsf/validator-ajv8';
