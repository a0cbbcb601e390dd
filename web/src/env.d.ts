/** esbuild bundles imported stylesheets into the entry's CSS file; the import itself yields nothing. */
declare module "*.css";
