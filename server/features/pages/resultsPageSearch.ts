import type { FastifyInstance, FastifyRequest } from "fastify";
import { SEARCH_MIN_CHARS } from "../../../shared/constants.ts";
import { searchParamsOf } from "../../../shared/routeParams.ts";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import type { SearchAnswer } from "../search/searchAnswerCache.ts";

const searched = new WeakMap<FastifyRequest, Promise<SearchAnswer | null>>();

/**
 * The search a results page request runs, once however often it is asked for (the page cache
 * asks which answer the page would show, the loader asks for it to render): the request counts
 * once against its visitor's search limit and its search is logged once. Null when the query is
 * too short or the visitor is past their limit (the page then shows no results).
 */
export function resultsPageSearch(
  app: FastifyInstance,
  request: FastifyRequest,
  params: URLSearchParams,
): Promise<SearchAnswer | null> {
  let answer = searched.get(request);
  if (!answer) {
    answer = runSearch(app, request, params);
    searched.set(request, answer);
  }
  return answer;
}

async function runSearch(
  app: FastifyInstance,
  request: FastifyRequest,
  params: URLSearchParams,
): Promise<SearchAnswer | null> {
  const { q, page } = searchParamsOf(params);
  if (q.length < SEARCH_MIN_CHARS || !(await app.searchAllowed(request))) return null;
  return app.ctx.searches.answer(
    { q, page, mode: "submit" },
    { ip: clientAddressKey(request.ip), userAgent: request.headers["user-agent"] },
  );
}
