import { Button } from '@/components/ui/button';

/** The part of an infinite query a "Carregar mais" needs. */
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Carregar mais" under an admin list that pages by cursor. A failed page keeps the rows already
 * shown and says so above the button, which tries again.
 */
export function LoadMore({ query, what }: { query: NextPage; what: string }) {
  return (
    <>
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-sm text-destructive">
          Não foi possível carregar mais {what}. Tente de novo.
        </p>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="mt-4"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
        </Button>
      )}
    </>
  );
}
