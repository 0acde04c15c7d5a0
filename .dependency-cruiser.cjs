// The layers of DESIGN §2, enforced: each layer imports only the layers below it.
//   core <- api (+ print, pwa) <- local <- ui <- features <- app
// The server and the workers import core only; a feature never imports another feature.
const layers = [
  ['core', ['src/core/']],
  ['api', ['src/api/', 'src/print/', 'src/pwa/']],
  ['local', ['src/local/']],
  ['ui', ['src/ui/']],
  ['features', ['src/features/']],
  ['app', ['src/app/', 'src/main.tsx']],
];

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const pathsOf = (names) => `^(${names.map(escapeRe).join('|')})`;

const upward = layers.flatMap(([name, paths], rank) => {
  const above = layers.slice(rank + 1).flatMap(([, p]) => p);
  return above.length === 0
    ? []
    : [
        {
          name: `${name}-imports-upward`,
          comment: `${name} may import only the layers below it (DESIGN §2, §12)`,
          severity: 'error',
          from: { path: pathsOf(paths) },
          to: { path: pathsOf(above) },
        },
      ];
});

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'feature-imports-feature',
      comment: 'a feature never imports another feature: shared parts move to ui or core',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'server-imports-browser-code',
      comment: 'the server imports src/core only',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src/(?!core/)|workers/|sw/)' },
    },
    {
      name: 'core-imports-framework',
      comment: 'core is framework-free: no React, Dexie, Mantine, Fastify, Kysely or Node modules',
      severity: 'error',
      from: { path: '^src/core/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '(^|/)node_modules/(react|react-dom|dexie|@mantine|@tanstack|fastify|kysely|pg|@electric-sql)/|^node:',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'workers-import-only-core',
      severity: 'error',
      from: { path: '^workers/' },
      to: { path: '^(src/(?!core/)|server/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|node_modules)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
