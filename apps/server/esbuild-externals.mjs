/**
 * npm packages stay external, workspace packages (`@vernissage/...`) are inlined: the server's build
 * and the tests that bundle a worker thread as the build does share this one plugin.
 */
export const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vernissage/') ? undefined : { path: args.path, external: true },
    );
  },
};
