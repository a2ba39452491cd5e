// What the composition shares as `@tanstack/react-query` (see react-router-dom.mjs beside this
// file for why a facade): the client, its hydration and the query hook the screens' data goes
// through (@storefront/shared/api/queries). Mutations, infinite and suspense queries, the
// provider and the hydration boundary are left out (no app uses them); the build fails if an app
// imports a name missing here (facade-guard.cjs).
export {
  QueryClient,
  dehydrate,
  hydrate,
  useQuery,
} from '@storefront/facade-impl/tanstack-react-query';
