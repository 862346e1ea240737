import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertDetail } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { api, ApiError, type ApiCall } from '../../../lib/api';

/** GET escort/getById/{guid}; its service names follow Accept-Language. */
async function getAdvert(guid: string, signal?: AbortSignal, call: ApiCall = api): Promise<AdvertDetail> {
  const response = await call<{ escort: AdvertDetail }>(`escort/getById/${encodeURIComponent(guid)}`, {
    signal,
  });
  return response.data.escort;
}

const advertKey = (guid: string, lang: string) => ['adverts', 'detail', guid, lang] as const;

export const advertOptions = (guid: string, lang: string, call: ApiCall = api) =>
  queryOptions({
    queryKey: advertKey(guid, lang),
    queryFn: ({ signal }) => getAdvert(guid, signal, call),
    enabled: guid !== '',
    // A language switch keeps the advert on screen while its translated names load; another advert does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === guid ? previous : undefined,
    // An unknown guid is an answer, not a hiccup: show the not-found state at once.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

export const useAdvert = (guid: string) => {
  const { i18n } = useTranslation();
  return useQuery(advertOptions(guid, i18n.language));
};
