declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

/** Set by webpack at runtime: the origin and path this bundle was loaded from. */
declare let __webpack_public_path__: string;
