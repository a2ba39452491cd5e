// The page a remote's development server serves when the remote runs alone (scripts/standalone.mjs):
// the same for every remote but for its title. The frame's styles come with the shared
// standalone app (shared/src/standalone/standalone.css); the shell has its own page.

/** @param {{ title: string }} page */
module.exports = function standalonePage({ title }) {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
};
